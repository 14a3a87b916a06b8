import { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { createHash } from 'node:crypto';
import { dcaOutBounds, type OutBounds } from '../../src/utils/dca-out-bounds';
import type { Ledger } from '../chain/ledger';
import { Refused } from '../kit/refused';
import { RENT_EPOCH_EXEMPT } from '../chain/programs';
import type { EscrowToken } from '../kit/escrow';
import { ataOf } from '../kit/tx/builder';
import { ASSOCIATED_TOKEN_PROGRAM, pk, SYSTEM_PROGRAM } from '../kit/tx/instructions';
import type { Address } from '../world/address';
import { noopProgramElf } from './noop-program';

// Jupiter DCA (Jupiter Station docs `docs/dca/integration`); its Anchor IDL names the instruction and its accounts.
export const DCA_PROGRAM: Address = 'DCA265Vj8a9CEuX1eb1LWRnDT7uK6q1xMipnNyatn23M';
const DCA_KEY = new PublicKey(DCA_PROGRAM);
const BPF_LOADER = 'BPFLoader2111111111111111111111111111111111';
const OPEN_DCA_V2 = createHash('sha256').update('global:open_dca_v2').digest().subarray(0, 8);
let eventAuthority: Address | null = null;
const eventAuthorityOf = () =>
  (eventAuthority ??= PublicKey.findProgramAddressSync([Buffer.from('__event_authority')], DCA_KEY)[0].toBase58());

const u64 = (n: bigint) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(n);
  return b;
};
const U64_MAX = 2n ** 64n - 1n;
// Borsh Option: a 0 tag, or a 1 tag and the value.
const option = (value: Buffer | null) => (value === null ? Buffer.from([0]) : Buffer.concat([Buffer.from([1]), value]));

interface RangedOrder {
  readonly inDeposited: bigint;
  readonly numberOfOrders: number;
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
}

/** The per-round output bounds the order's openDcaV2 holds; the keeper and the listing read these, not the prices. */
export function orderOutBounds(o: RangedOrder, input: EscrowToken, output: EscrowToken): OutBounds {
  const bounds = dcaOutBounds(o.inDeposited / BigInt(o.numberOfOrders), {
    minPrice: o.minPrice,
    maxPrice: o.maxPrice,
    inputDecimals: input.decimals,
    outputDecimals: output.decimals,
  });
  if (bounds.minOut !== null && bounds.minOut > U64_MAX) {
    throw new Refused(400, 'maxPrice: so low that no round could ever fill');
  }
  // No round can pay out more than a u64 holds, so a larger maximum is no bound at all.
  return { minOut: bounds.minOut, maxOut: bounds.maxOut !== null && bounds.maxOut > U64_MAX ? U64_MAX : bounds.maxOut };
}

/** Whether a round of `amount` in for `out` keeps within the bounds, scaled when the last round takes the rest. */
export function withinOutBounds(b: OutBounds, perCycle: bigint, amount: bigint, out: bigint): boolean {
  return (
    (b.minOut === null || out * perCycle >= b.minOut * amount) &&
    (b.maxOut === null || out * perCycle <= b.maxOut * amount)
  );
}

export function dcaPdaOf(user: Address, inputMint: Address, outputMint: Address, uid: bigint): Address {
  const seeds = [
    Buffer.from('dca'),
    pk(user).toBuffer(),
    pk(inputMint).toBuffer(),
    pk(outputMint).toBuffer(),
    u64(uid),
  ];
  return PublicKey.findProgramAddressSync(seeds, DCA_KEY)[0].toBase58();
}

// litesvm cannot run the real program: a no-op at its id, while the create's own token instructions fund the order.
export function ensureDcaProgram(ledger: Ledger): void {
  if (ledger.getAccount(DCA_PROGRAM)?.executable) return;
  const data = noopProgramElf();
  const lamports = ledger.rentExemptMinimum(data.length);
  ledger.setAccount(DCA_PROGRAM, { lamports, owner: BPF_LOADER, data, executable: true, rentEpoch: RENT_EPOCH_EXEMPT });
}

export interface DcaOpenArgs {
  user: Address;
  dca: Address;
  uid: bigint;
  input: EscrowToken;
  output: EscrowToken;
  inAmount: bigint;
  numberOfOrders: number;
  interval: number;
  bounds: OutBounds;
  startAt: number | null;
}

export function openDcaV2(a: DcaOpenArgs): TransactionInstruction {
  const perCycle = a.inAmount / BigInt(a.numberOfOrders);
  const { minOut, maxOut } = a.bounds;
  const data = Buffer.concat([
    OPEN_DCA_V2,
    u64(a.uid),
    u64(a.inAmount),
    u64(perCycle),
    u64(BigInt(a.interval)),
    option(minOut === null ? null : u64(minOut)),
    option(maxOut === null ? null : u64(maxOut)),
    option(a.startAt === null ? null : u64(BigInt(a.startAt))),
  ]);
  const meta = (address: Address, isSigner: boolean, isWritable: boolean) => ({
    pubkey: pk(address),
    isSigner,
    isWritable,
  });
  return new TransactionInstruction({
    programId: DCA_KEY,
    keys: [
      meta(a.dca, false, true),
      meta(a.user, true, true),
      meta(a.user, true, true),
      meta(a.input.mint, false, false),
      meta(a.output.mint, false, false),
      meta(ataOf(a.user, a.input.mint, a.input.program), false, true),
      meta(ataOf(a.dca, a.input.mint, a.input.program), false, true),
      meta(ataOf(a.dca, a.output.mint, a.output.program), false, true),
      meta(SYSTEM_PROGRAM, false, false),
      meta(a.input.program, false, false),
      meta(ASSOCIATED_TOKEN_PROGRAM, false, false),
      meta(eventAuthorityOf(), false, false),
      meta(DCA_PROGRAM, false, false),
    ],
    data,
  });
}

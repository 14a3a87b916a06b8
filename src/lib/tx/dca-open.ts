import { PublicKey } from '@solana/web3.js';
import type { PriceRange } from '../../utils/dca-out-bounds';
import { shortAddress } from '../../utils/format';
import type { AnyTransaction } from '../tx-kind';
import { rangeMismatch, type DcaRangeFields } from './dca-range';
import { flatInstructions } from './instructions';

/** Jupiter DCA (Recurring "time"); the layouts are the program's Anchor IDL (openDca, openDcaV2). */
export const DCA_PROGRAM = 'DCA265Vj8a9CEuX1eb1LWRnDT7uK6q1xMipnNyatn23M';
export const OPEN_DCA_V2 = Uint8Array.from([142, 119, 43, 109, 162, 52, 11, 177]);
const OPEN_DCA = Uint8Array.from([36, 65, 185, 54, 1, 210, 100, 163]);

/** What the recurring form showed: pair, deposit, rounds, price range (in the screen's decimals) and start. */
export interface DcaOpenSpec extends PriceRange {
  inputMint: string;
  outputMint: string;
  inAmount: bigint;
  numberOfOrders: number;
  intervalSeconds: number;
  /** Unix seconds; null starts now. */
  startAt: number | null;
}

export interface DcaOpen extends DcaRangeFields {
  dca: string | null;
  user: string | null;
  inputMint: string | null;
  outputMint: string | null;
  applicationIdx: bigint;
  inAmount: bigint;
  inAmountPerCycle: bigint;
  cycleFrequency: bigint;
}

export function dcaPda(user: string, inputMint: string, outputMint: string, applicationIdx: bigint): string {
  const idx = new Uint8Array(8);
  new DataView(idx.buffer).setBigUint64(0, applicationIdx, true);
  const seeds = [
    new TextEncoder().encode('dca'),
    ...[user, inputMint, outputMint].map((a) => new PublicKey(a).toBytes()),
  ];
  return PublicKey.findProgramAddressSync([...seeds, idx], new PublicKey(DCA_PROGRAM))[0].toBase58();
}

const startsWith = (data: Uint8Array, tag: Uint8Array) => data.length >= 8 && tag.every((b, i) => data[i] === b);

/** Borsh options after the fixed arguments (minOut u64, maxOut u64, startAt i64); null when they do not parse. */
function readRange(view: DataView): DcaRangeFields | null {
  const values: (bigint | null)[] = [];
  let at = 40;
  for (const signed of [false, false, true]) {
    const tag = at < view.byteLength ? view.getUint8(at) : -1;
    if (tag === 0) values.push(null);
    else if (tag === 1 && at + 9 <= view.byteLength)
      values.push(signed ? view.getBigInt64(at + 1, true) : view.getBigUint64(at + 1, true));
    else return null;
    at += tag === 0 ? 1 : 9;
  }
  const [minOutAmount = null, maxOutAmount = null, startAt = null] = values;
  return { minOutAmount, maxOutAmount, startAt };
}

function decodeOpen(accounts: readonly (string | null)[], data: Uint8Array): DcaOpen | null {
  const v2 = startsWith(data, OPEN_DCA_V2);
  if ((!v2 && !startsWith(data, OPEN_DCA)) || data.length < 40) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const range = readRange(view);
  if (!range) return null;
  // openDcaV2 names a payer after the user; openDca does not.
  const mints = v2 ? 3 : 2;
  return {
    dca: accounts[0] ?? null,
    user: accounts[1] ?? null,
    inputMint: accounts[mints] ?? null,
    outputMint: accounts[mints + 1] ?? null,
    applicationIdx: view.getBigUint64(8, true),
    inAmount: view.getBigUint64(16, true),
    inAmountPerCycle: view.getBigUint64(24, true),
    cycleFrequency: view.getBigInt64(32, true),
    ...range,
  };
}

const label = (a: string | null) => (a ? shortAddress(a) : 'an address from a lookup table');

function mismatch(open: DcaOpen, wallet: string, spec: DcaOpenSpec, nowSeconds: number): string | null {
  if (open.user !== wallet) return `It opens the recurring order for ${label(open.user)}, not your wallet: not signed.`;
  if (open.inputMint !== spec.inputMint || open.outputMint !== spec.outputMint) {
    return `It opens a recurring order for another pair (${label(open.inputMint)} to ${label(open.outputMint)}): not signed.`;
  }
  if (open.inAmount !== spec.inAmount) {
    return `It deposits ${open.inAmount.toString()} units, not the ${spec.inAmount.toString()} shown: not signed.`;
  }
  const n = BigInt(spec.numberOfOrders);
  const per = open.inAmountPerCycle;
  // Each round is the deposit over the number of orders, rounded either way (the last round takes the rest).
  if (
    n < 1n ||
    (per !== spec.inAmount / n && per !== (spec.inAmount + n - 1n) / n) ||
    open.cycleFrequency !== BigInt(spec.intervalSeconds)
  ) {
    return `It runs rounds of ${per.toString()} units every ${open.cycleFrequency.toString()} s, not the ${String(spec.numberOfOrders)} orders every ${String(spec.intervalSeconds)} s shown: not signed.`;
  }
  const range = rangeMismatch(open, spec, per, nowSeconds);
  if (range) return range;
  const pda = dcaPda(wallet, spec.inputMint, spec.outputMint, open.applicationIdx);
  if (open.dca !== pda) {
    return `Its order account ${label(open.dca)} is not the one Jupiter's DCA program derives for this order (${shortAddress(pda)}): not signed.`;
  }
  return null;
}

/** Issue 24 §8: the one order the form showed (range, start), for the wallet; the deposit must reach its account. */
export function bindDcaOpen(
  tx: AnyTransaction,
  wallet: string,
  spec: DcaOpenSpec,
  nowSeconds = Date.now() / 1000,
): { ok: true; dca: string } | { ok: false; message: string } {
  const calls = flatInstructions(tx).filter((ix) => ix.programId === DCA_PROGRAM);
  const open = calls.length === 1 && calls[0] ? decodeOpen(calls[0].accounts, calls[0].data) : null;
  if (calls.length > 1) {
    return {
      ok: false,
      message: `It makes ${String(calls.length)} calls to Jupiter's DCA program, one order was shown: not signed.`,
    };
  }
  if (!open)
    return { ok: false, message: 'It does not open a recurring order with Jupiter’s DCA program: not signed.' };
  const why = mismatch(open, wallet, spec, nowSeconds);
  return why ? { ok: false, message: why } : { ok: true, dca: open.dca ?? '' };
}

import { Keypair, type TransactionInstruction } from '@solana/web3.js';
import type { Ledger } from '../chain/ledger';
import { ataOf } from './tx/builder';
import {
  closeAccount,
  createAtaIdempotent,
  keypairAddress,
  pk,
  syncNative,
  systemTransfer,
  transferChecked,
} from './tx/instructions';
import { compileV0 } from './tx/message';
import { hashBytes, type Address } from '../world/address';
import { NATIVE_MINT } from '../world/token';
import { readTokenAmount } from '../world/token-layout';
import type { World } from '../world/world';

/** The order's escrow key (the real program's order account), from seed and request; held only by the sandbox. */
export function escrowKeypair(seed: string, requestId: string): Keypair {
  return Keypair.fromSeed(hashBytes('recurring-escrow', seed, requestId));
}

export interface EscrowToken {
  readonly mint: Address;
  readonly program: Address;
  readonly decimals: number;
}

export function tokenOf(world: World, mint: Address): EscrowToken | null {
  const token = world.byMint.get(mint);
  return token ? { mint, program: token.tokenProgram, decimals: token.decimals } : null;
}

export const escrowAccount = (escrow: Address, token: EscrowToken) => ataOf(escrow, token.mint, token.program);

export function escrowBalance(ledger: Ledger, escrow: Address, token: EscrowToken): bigint {
  return readTokenAmount(ledger.getAccount(escrowAccount(escrow, token))?.data);
}

export function depositInstructions(user: Address, escrow: Address, token: EscrowToken, amount: bigint) {
  const account = escrowAccount(escrow, token);
  const ixs: TransactionInstruction[] = [createAtaIdempotent(user, account, escrow, token.mint, token.program)];
  if (token.mint === NATIVE_MINT) {
    ixs.push(systemTransfer(user, account, amount), syncNative(token.program, account));
  } else {
    const source = ataOf(user, token.mint, token.program);
    ixs.push(transferChecked(token.program, source, token.mint, account, user, amount, token.decimals));
  }
  return ixs;
}

/** Cancel: the rest goes back, the escrow's account closes (rent to the user who paid it; wSOL by the close). */
export function withdrawInstructions(
  user: Address,
  escrow: Address,
  token: EscrowToken,
  remaining: bigint,
  account: Address = escrowAccount(escrow, token),
) {
  const ixs: TransactionInstruction[] = [];
  if (token.mint !== NATIVE_MINT && remaining > 0n) {
    const dest = ataOf(user, token.mint, token.program);
    ixs.push(
      createAtaIdempotent(user, dest, user, token.mint, token.program),
      transferChecked(token.program, account, token.mint, dest, escrow, remaining, token.decimals),
    );
  }
  ixs.push(closeAccount(token.program, account, user, escrow));
  return ixs;
}

export function compileFor(ledger: Ledger, payer: Address, ixs: readonly TransactionInstruction[]) {
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash();
  const { message, wire } = compileV0(pk(payer), blockhash, ixs);
  return { message, wire, blockhash, lastValidBlockHeight };
}

export { keypairAddress };

// No program signs for a PDA the sandbox cannot run: before a payout, round or cancel the escrow key takes the PDA's
// token account over in place (idempotent; the app checked the funds arrived at the PDA).
export function takeOver(ledger: Ledger, account: Address, escrow: Address): void {
  const current = ledger.getAccount(account);
  const owner = pk(escrow).toBytes();
  if (!current || current.data.length < 64 || Buffer.from(current.data.subarray(32, 64)).equals(owner)) return;
  const data = new Uint8Array(current.data);
  data.set(owner, 32);
  ledger.setAccount(account, { ...current, data });
}

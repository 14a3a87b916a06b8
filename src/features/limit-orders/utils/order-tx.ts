import type { AnyTransaction } from '../../../lib/transaction-codec';
import { ATA_PROGRAM, flatInstructions, SYSTEM_PROGRAM } from '../../../lib/tx/instructions';
import type { TxStatement } from '../../../lib/tx/statement';

const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111';
const SIGNATURE_LAMPORTS = 5_000n;
/** An upper bound of one token account's rent (165 bytes is 2,039,280 lamports). */
const TOKEN_ACCOUNT_RENT_MAX = 3_000_000n;

/** SOL a service-built transaction may take besides what it moves: its signature, priority fee and new accounts' rent. */
export function txFeesMax(tx: AnyTransaction): bigint {
  let limit = 200_000n;
  let microLamports = 0n;
  let accounts = 0n;
  for (const ix of flatInstructions(tx)) {
    // New accounts: an associated token account, or System CreateAccount (0) / CreateAccountWithSeed (3).
    const systemCreate = ix.programId === SYSTEM_PROGRAM && (ix.data[0] === 0 || ix.data[0] === 3);
    if (ix.programId === ATA_PROGRAM || systemCreate) accounts += 1n;
    if (ix.programId !== COMPUTE_BUDGET) continue;
    const view = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength);
    if (ix.data[0] === 2 && ix.data.length >= 5) limit = BigInt(view.getUint32(1, true));
    if (ix.data[0] === 3 && ix.data.length >= 9) microLamports = view.getBigUint64(1, true);
  }
  return SIGNATURE_LAMPORTS + (limit * microLamports + 999_999n) / 1_000_000n + accounts * TOKEN_ACCOUNT_RENT_MAX;
}

/** A deposit: the deposit amount leaves the wallet, nothing else (fees and rent bounded by the transaction). */
export function depositStatement(tx: AnyTransaction, wallet: string, mint: string, amount: bigint): TxStatement {
  return { wallet, feePayer: null, send: [{ mint, max: amount }], receive: [], feesMax: txFeesMax(tx) };
}

/**
 * A withdrawal (cancel, expired): nothing leaves the wallet but fees; the vault (a co-signer the service holds) may
 * pay them instead.
 */
export function withdrawalStatement(tx: AnyTransaction, wallet: string, vault: string | null): TxStatement {
  return { wallet, feePayer: vault, send: [], receive: [], feesMax: txFeesMax(tx) };
}

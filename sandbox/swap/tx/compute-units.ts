import type { TransactionInstruction } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM } from '../../world/token';
import { ASSOCIATED_TOKEN_PROGRAM, SYSTEM_PROGRAM, TOKEN_IX } from './instructions';

/**
 * Compute units per instruction, measured on the sandbox's litesvm (SPL Token 3.x, Token-2022, ATA 1.x) and
 * rounded up; the limit adds a margin so a swap never runs out while the fee stays close to what it uses.
 */
const UNITS = {
  computeBudget: 150,
  system: 150,
  createAta: 25_000,
  createAta2022: 30_000,
  token: 6_500,
  token2022: 4_000,
} as const;
const MARGIN_NUM = 12n;
const MARGIN_DEN = 10n;
const FLOOR = 20_000;

function unitsOf(ix: TransactionInstruction): number {
  const program = ix.programId.toBase58();
  if (program === SYSTEM_PROGRAM) return UNITS.system;
  if (program === ASSOCIATED_TOKEN_PROGRAM) {
    return ix.keys[5]?.pubkey.toBase58() === TOKEN_2022_PROGRAM ? UNITS.createAta2022 : UNITS.createAta;
  }
  if (program === TOKEN_2022_PROGRAM) return UNITS.token2022;
  if (ix.data[0] === TOKEN_IX.TransferChecked || ix.data[0] === TOKEN_IX.Transfer) return UNITS.token;
  return UNITS.token;
}

/** A compute-unit limit for these instructions (plus the two compute-budget ones and an optional tip). */
export function estimateComputeUnits(instructions: readonly TransactionInstruction[], tip: boolean): number {
  let units = 2 * UNITS.computeBudget + (tip ? UNITS.system : 0);
  for (const ix of instructions) units += unitsOf(ix);
  const limit = Number((BigInt(units) * MARGIN_NUM) / MARGIN_DEN);
  return Math.max(FLOOR, limit);
}

import type { TransactionInstruction } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM } from '../../world/token';
import { ASSOCIATED_TOKEN_PROGRAM, pk, SYSTEM_PROGRAM } from './instructions';

/**
 * Compute units per instruction as the sandbox's runtime charges them (litesvm's SPL Token is the lean p-token: a
 * transfer costs ~100–250 units; creating an associated token account ~14 k, ~19 k under Token-2022), rounded up;
 * the limit adds 20 % so a swap never runs out while the priority fee stays close to what it uses.
 */
const UNITS = {
  computeBudget: 150,
  system: 150,
  createAta: 16_000,
  createAta2022: 22_000,
  token: 1_500,
  token2022: 3_000,
} as const;
const MARGIN_NUM = 12n;
const MARGIN_DEN = 10n;
const FLOOR = 10_000;
const system = pk(SYSTEM_PROGRAM);
const ata = pk(ASSOCIATED_TOKEN_PROGRAM);
const token2022 = pk(TOKEN_2022_PROGRAM);

function unitsOf(ix: TransactionInstruction): number {
  if (ix.programId.equals(system)) return UNITS.system;
  if (ix.programId.equals(ata)) return ix.keys[5]?.pubkey.equals(token2022) ? UNITS.createAta2022 : UNITS.createAta;
  return ix.programId.equals(token2022) ? UNITS.token2022 : UNITS.token;
}

/** A compute-unit limit for these instructions (plus the two compute-budget ones and an optional tip). */
export function estimateComputeUnits(instructions: readonly TransactionInstruction[], tip: boolean): number {
  let units = 2 * UNITS.computeBudget + (tip ? UNITS.system : 0);
  for (const ix of instructions) units += unitsOf(ix);
  const limit = Number((BigInt(units) * MARGIN_NUM) / MARGIN_DEN);
  return Math.max(FLOOR, limit);
}

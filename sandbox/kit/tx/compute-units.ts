import type { TransactionInstruction } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM } from '../../world/token';
import { ataWithBump } from './builder';
import { addressOf, ASSOCIATED_TOKEN_PROGRAM, pk, SYSTEM_PROGRAM } from './instructions';

// As litesvm charges (p-token transfer ~100–250 CU) +20 %. ATA create 13,534 CU (16,362 Token-2022) + 1,500
// per extra bump try (one owner in two needs one, one in ~250 eight): counted per owner, not a flat figure.
const UNITS = {
  computeBudget: 150,
  system: 150,
  createAta: 14_000,
  createAta2022: 17_000,
  bumpMiss: 1_500,
  token: 1_500,
  token2022: 3_000,
} as const;
const MARGIN_NUM = 12n;
const MARGIN_DEN = 10n;
const FLOOR = 10_000;
const system = pk(SYSTEM_PROGRAM);
const ata = pk(ASSOCIATED_TOKEN_PROGRAM);
const token2022 = pk(TOKEN_2022_PROGRAM);

function createAtaUnits(ix: TransactionInstruction): number {
  const [, , owner, mint, , program] = ix.keys;
  if (!owner || !mint || !program) return UNITS.createAta;
  const base = program.pubkey.equals(token2022) ? UNITS.createAta2022 : UNITS.createAta;
  const { bump } = ataWithBump(addressOf(owner.pubkey), addressOf(mint.pubkey), addressOf(program.pubkey));
  return base + (255 - bump) * UNITS.bumpMiss;
}

function unitsOf(ix: TransactionInstruction): number {
  if (ix.programId.equals(system)) return UNITS.system;
  if (ix.programId.equals(ata)) return createAtaUnits(ix);
  return ix.programId.equals(token2022) ? UNITS.token2022 : UNITS.token;
}

export function estimateComputeUnits(instructions: readonly TransactionInstruction[], tip: boolean): number {
  let units = 2 * UNITS.computeBudget + (tip ? UNITS.system : 0);
  for (const ix of instructions) units += unitsOf(ix);
  const limit = Number((BigInt(units) * MARGIN_NUM) / MARGIN_DEN);
  return Math.max(FLOOR, limit);
}

import { newBytes, readU32, readU64, writeU32, writeU64, type Alloc } from './bytes';
import { COMPUTE_BUDGET_PROGRAM } from './programs';

export const COMPUTE_BUDGET_IX = { SetComputeUnitLimit: 2, SetComputeUnitPrice: 3 } as const;
export const LAMPORTS_PER_SIGNATURE = 5_000n;
export const MAX_COMPUTE_UNITS = 1_400_000n;
export const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;

export function encodeComputeUnitLimit<T extends Uint8Array>(units: number, alloc: Alloc<T> = newBytes as Alloc<T>): T {
  const data = alloc(5);
  data[0] = COMPUTE_BUDGET_IX.SetComputeUnitLimit;
  writeU32(data, 1, units);
  return data;
}

export function encodeComputeUnitPrice<T extends Uint8Array>(
  microLamports: bigint,
  alloc: Alloc<T> = newBytes as Alloc<T>,
): T {
  const data = alloc(9);
  data[0] = COMPUTE_BUDGET_IX.SetComputeUnitPrice;
  writeU64(data, 1, microLamports);
  return data;
}

export interface ComputeBudget {
  limit: bigint | null;
  microLamports: bigint;
}

/** As the runtime reads them: the last limit and the last price win; other programs' instructions are skipped. */
export function computeBudgetOf(instructions: Iterable<{ programId: string; data: Uint8Array }>): ComputeBudget {
  let limit: bigint | null = null;
  let microLamports = 0n;
  for (const { programId, data } of instructions) {
    if (programId !== COMPUTE_BUDGET_PROGRAM) continue;
    const units = data[0] === COMPUTE_BUDGET_IX.SetComputeUnitLimit ? readU32(data, 1) : null;
    const price = data[0] === COMPUTE_BUDGET_IX.SetComputeUnitPrice ? readU64(data, 1) : null;
    if (units !== null) limit = BigInt(units);
    if (price !== null) microLamports = price;
  }
  return { limit, microLamports };
}

export const priorityFee = (units: bigint, microLamports: bigint): bigint =>
  (units * microLamports + 999_999n) / 1_000_000n;

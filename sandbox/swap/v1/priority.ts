import type { SwapV1Request } from '../../../src/api/swap/schemas-v1';
import type { Ledger } from '../../chain/ledger';
import type { Address } from '../../world/address';

/** Jupiter's compute-unit limit when `dynamicComputeUnitLimit` is off: the most a transaction may ask for. */
export const FULL_COMPUTE_UNIT_LIMIT = 1_400_000;

type Level = 'medium' | 'high' | 'veryHigh';

/**
 * `priorityLevelWithMaxLamports`: a percentile of the compute-unit prices recently paid by transactions writing the
 * route's accounts (all accounts with `global`), never below a floor per level (a quiet sandbox pays the floor).
 */
const LEVELS: Readonly<Record<Level, { percentile: number; floor: bigint }>> = {
  medium: { percentile: 0.5, floor: 10_000n },
  high: { percentile: 0.75, floor: 50_000n },
  veryHigh: { percentile: 0.95, floor: 250_000n },
};

export function levelPrice(ledger: Pick<Ledger, 'recentPrioritizationFees'>, level: Level, accounts?: Address[]) {
  const paid = ledger
    .recentPrioritizationFees(accounts)
    .map((f) => f.prioritizationFee)
    .filter((f) => f > 0n)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const { percentile, floor } = LEVELS[level];
  const at = paid[Math.min(paid.length - 1, Math.floor(paid.length * percentile))] ?? 0n;
  return at > floor ? at : floor;
}

/** What a `POST /swap` body asks for the compute budget and the tip. */
export interface PriorityAsk {
  /** Exact lamports for the compute-unit price (a plain number), or the cap of a level's estimate. */
  readonly priorityFeeLamports?: bigint;
  readonly computeUnitPriceMicroLamports?: bigint;
  readonly maxLamports?: bigint;
  readonly tip?: { readonly lamports: bigint; readonly payer?: Address };
  /** null: the assembler's estimate (dynamicComputeUnitLimit); else the full 1.4 M. */
  readonly computeUnitLimit: number | undefined;
}

/**
 * `prioritizationFeeLamports` in all its forms (supplement §5): a number is the exact priority fee in lamports; a
 * priority level prices at that level's recent compute-unit price, capped at `maxLamports`; `mevTipLamports` adds a
 * tip transfer (from the fee payer, or from `payer` with `mevTipLamportsWithPayer`) to one of the 16 tip accounts.
 * `computeUnitPriceMicroLamports` sets the price itself, so it cannot be combined with a priority fee.
 */
export function priorityAsk(
  body: SwapV1Request,
  ledger: Pick<Ledger, 'recentPrioritizationFees'>,
  accounts: Address[],
): PriorityAsk | string {
  const fee = body.prioritizationFeeLamports;
  const price =
    body.computeUnitPriceMicroLamports === undefined ? undefined : BigInt(body.computeUnitPriceMicroLamports);
  const computeUnitLimit = body.dynamicComputeUnitLimit ? undefined : FULL_COMPUTE_UNIT_LIMIT;
  const sets = fee !== undefined && (typeof fee === 'number' || 'priorityLevelWithMaxLamports' in fee);
  if (price !== undefined && sets) {
    return 'computeUnitPriceMicroLamports: cannot be used together with a prioritizationFeeLamports priority fee';
  }
  const base = { computeUnitLimit, ...(price === undefined ? {} : { computeUnitPriceMicroLamports: price }) };
  if (fee === undefined) return base;
  if (typeof fee === 'number') return { ...base, priorityFeeLamports: BigInt(fee) };
  if ('priorityLevelWithMaxLamports' in fee) {
    const { priorityLevel, maxLamports, global } = fee.priorityLevelWithMaxLamports;
    return {
      ...base,
      computeUnitPriceMicroLamports: levelPrice(ledger, priorityLevel, global ? undefined : accounts),
      maxLamports: BigInt(maxLamports),
    };
  }
  if ('mevTipLamports' in fee) return { ...base, tip: { lamports: BigInt(fee.mevTipLamports) } };
  const { lamports, payer } = fee.mevTipLamportsWithPayer;
  return { ...base, tip: { lamports: BigInt(lamports), payer } };
}

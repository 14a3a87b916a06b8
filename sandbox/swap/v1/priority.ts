import type { SwapV1Request } from '../../../src/api/swap/schemas-v1';
import type { Ledger } from '../../chain/ledger';
import type { Address } from '../../world/address';

export const FULL_COMPUTE_UNIT_LIMIT = 1_400_000;

type Level = 'medium' | 'high' | 'veryHigh';

/** A percentile of recent prices on the route's accounts (all with `global`), with a floor a quiet sandbox pays. */
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

export interface PriorityAsk {
  readonly priorityFeeLamports?: bigint;
  readonly computeUnitPriceMicroLamports?: bigint;
  readonly maxLamports?: bigint;
  readonly tip?: { readonly lamports: bigint; readonly payer?: Address };
  readonly computeUnitLimit: number | undefined;
}

/** Supplement §5: every form of `prioritizationFeeLamports`; see README §Quote v1. */
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

import type { Ledger } from '../../chain/ledger';
import { SOL_MINT, USDC_MINT } from '../../engine/pool-layout';
import type { Address } from '../../world/address';
import { WELL_KNOWN_MINTS } from '../../world/well-known';
import type { World } from '../../world/world';
import type { RouteQuote } from '../../kit/types';
import type { BroadcastFeeType } from './params';

/** Spec §2.2 "recouping gasless support". */
export const GASLESS_SURCHARGE_BPS = 10;
export const LAMPORTS_PER_SIGNATURE = 5_000n;
export const PRIORITY_FLOOR_MICRO_LAMPORTS = 50_000n;

const BPS = 10_000n;
const FEE_MINTS = new Set<Address>([SOL_MINT, USDC_MINT, WELL_KNOWN_MINTS.USDT]);
const STABLES = new Set<Address>([USDC_MINT, WELL_KNOWN_MINTS.USDT, '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo']);

/** Output mint when SOL, USDC or USDT (clear value, few collector accounts), else the input; referral fees too. */
export function feeMintOf(inputMint: Address, outputMint: Address): Address {
  return FEE_MINTS.has(outputMint) ? outputMint : inputMint;
}

/** Rounded down (in the taker's favour). */
export function feeOf(amount: bigint, bps: number): bigint {
  return (amount * BigInt(bps)) / BPS;
}

export function computeUnitLimit(route: RouteQuote): number {
  const hops = route.paths.reduce((n, p) => n + p.hops.length, 0);
  return 150_000 + 60_000 * Math.max(1, hops);
}

/** Spec §4.2 "the service chooses automatically": see README §Fees (10 / 50 / 150 bps + half the impact, ≤ 1,000). */
export function autoSlippageBps(world: World, route: Pick<RouteQuote, 'inputMint' | 'outputMint' | 'priceImpact'>) {
  const verified = (mint: Address) => world.byMint.get(mint)?.tags.includes('verified') ?? false;
  const base =
    STABLES.has(route.inputMint) && STABLES.has(route.outputMint)
      ? 10
      : verified(route.inputMint) && verified(route.outputMint)
        ? 50
        : 150;
  const impactBps = Math.round(Math.abs(route.priceImpact) * 10_000);
  return Math.min(1_000, base + Math.ceil(impactBps / 2));
}

export function minimumOut(out: bigint, slippageBps: number): bigint {
  return (out * (BPS - BigInt(slippageBps))) / BPS;
}

export interface PriorityChoice {
  readonly computeUnitPrice: bigint;
  readonly computeUnitLimit: number;
  /** ceil(price × limit / 10^6), as the runtime charges. */
  readonly priorityLamports: bigint;
  readonly tipLamports: bigint;
  /** The caller set the fee: the service does not sponsor such a swap. */
  readonly userSet: boolean;
}

export function priorityLamportsOf(computeUnitPrice: bigint, limit: number): bigint {
  return (computeUnitPrice * BigInt(limit) + 999_999n) / 1_000_000n;
}

const priceMemo = new WeakMap<object, { slot: number; prices: Map<string, bigint> }>();

export interface FeeAccounts {
  readonly accounts: readonly Address[];
  readonly key: string;
}

/** p75 of non-zero prices recently paid on the route's pools, with a floor; memoised per slot (a full scan). */
export function autoComputeUnitPrice(
  ledger: Pick<Ledger, 'recentPrioritizationFees' | 'slot'>,
  { accounts, key }: FeeAccounts,
): bigint {
  let memo = priceMemo.get(ledger);
  if (!memo || memo.slot !== ledger.slot) {
    memo = { slot: ledger.slot, prices: new Map() };
    priceMemo.set(ledger, memo);
  }
  const known = memo.prices.get(key);
  if (known !== undefined) return known;
  const paid = ledger
    .recentPrioritizationFees(accounts)
    .map((f) => f.prioritizationFee)
    .filter((f) => f > 0n)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const p75 = paid[Math.floor(paid.length * 0.75)] ?? 0n;
  const price = p75 > PRIORITY_FLOOR_MICRO_LAMPORTS ? p75 : PRIORITY_FLOOR_MICRO_LAMPORTS;
  memo.prices.set(key, price);
  return price;
}

/** Spec §4.2 `priorityFeeLamports` (`exactFee` by default, or `maxCap` over the automatic fee): see README §Fees. */
export function choosePriority(opts: {
  autoPrice: bigint;
  limit: number;
  priorityFeeLamports: bigint | null;
  mevTipLamports: bigint | null;
  broadcastFeeType: BroadcastFeeType | null;
}): PriorityChoice {
  const { autoPrice, limit, priorityFeeLamports } = opts;
  let price = autoPrice;
  if (priorityFeeLamports !== null) {
    const asked = (priorityFeeLamports * 1_000_000n) / BigInt(limit);
    price = opts.broadcastFeeType === 'maxCap' && autoPrice < asked ? autoPrice : asked;
  }
  return {
    computeUnitPrice: price,
    computeUnitLimit: limit,
    priorityLamports: priorityLamportsOf(price, limit),
    tipLamports: opts.mevTipLamports ?? 0n,
    userSet: priorityFeeLamports !== null || opts.mevTipLamports !== null,
  };
}

/** After the v0 prefix, the header's first byte. */
export function requiredSignatures(message: Uint8Array): number {
  const first = message[0] ?? 0;
  return first & 0x80 ? (message[1] ?? 0) : first;
}

import type { Ledger } from '../../chain/ledger';
import { SOL_MINT, USDC_MINT } from '../../engine/pool-layout';
import type { Address } from '../../world/address';
import { WELL_KNOWN_MINTS } from '../../world/well-known';
import type { World } from '../../world/world';
import type { RouteQuote } from '../../kit/types';
import type { BroadcastFeeType } from './params';

/** What the service adds to its fee when its gas wallet pays a taker's gas (spec §2.2 "recouping gasless support"). */
export const GASLESS_SURCHARGE_BPS = 10;
/** The network's base fee per signature. */
export const LAMPORTS_PER_SIGNATURE = 5_000n;
/** The lowest compute-unit price the automatic priority fee uses (micro-lamports per CU). */
export const PRIORITY_FLOOR_MICRO_LAMPORTS = 50_000n;

const BPS = 10_000n;
const FEE_MINTS = new Set<Address>([SOL_MINT, USDC_MINT, WELL_KNOWN_MINTS.USDT]);
const STABLES = new Set<Address>([USDC_MINT, WELL_KNOWN_MINTS.USDT, '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo']);

/**
 * The mint a fee is taken in: the output when it is SOL, USDC or USDT (the fee then has a clear value and the
 * collector needs few accounts), otherwise the input. Both platform and referral fees follow it.
 */
export function feeMintOf(inputMint: Address, outputMint: Address): Address {
  return FEE_MINTS.has(outputMint) ? outputMint : inputMint;
}

/** A fee of `bps` on `amount`, rounded down (in the taker's favour). */
export function feeOf(amount: bigint, bps: number): bigint {
  return (amount * BigInt(bps)) / BPS;
}

/** Compute units a swap transaction asks for: a base for the budget, ATA and wrap instructions plus each hop. */
export function computeUnitLimit(route: RouteQuote): number {
  const hops = route.paths.reduce((n, p) => n + p.hops.length, 0);
  return 150_000 + 60_000 * Math.max(1, hops);
}

/**
 * Slippage when the caller sets none ("the service chooses automatically", spec §4.2): by how volatile the pair is
 * (stable↔stable 10 bps, two verified tokens 50 bps, anything with a long-tail token 150 bps) plus half the quote's
 * price impact, since a deep trade moves further when others trade the same pool first; at most 1,000 bps.
 */
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

/** The least output the taker accepts: `out × (1 − slippage)`, rounded down. */
export function minimumOut(out: bigint, slippageBps: number): bigint {
  return (out * (BPS - BigInt(slippageBps))) / BPS;
}

export interface PriorityChoice {
  /** Micro-lamports per compute unit, for the compute-budget instruction. */
  readonly computeUnitPrice: bigint;
  readonly computeUnitLimit: number;
  /** Lamports the compute-unit price costs: ceil(price × limit / 10^6), as the runtime charges. */
  readonly priorityLamports: bigint;
  /** Lamports sent to a tip account (`mevTipLamports`), 0 without. */
  readonly tipLamports: bigint;
  /** The caller set the fee (priorityFeeLamports or mevTipLamports): the service does not sponsor such a swap. */
  readonly userSet: boolean;
}

export function priorityLamportsOf(computeUnitPrice: bigint, limit: number): bigint {
  return (computeUnitPrice * BigInt(limit) + 999_999n) / 1_000_000n;
}

const priceMemo = new WeakMap<object, { slot: number; prices: Map<string, bigint> }>();

/** Accounts whose recent priority fees set a price, with the key its memo files them under. */
export interface FeeAccounts {
  readonly accounts: readonly Address[];
  readonly key: string;
}

/**
 * The automatic compute-unit price: the 75th percentile of the non-zero prices paid in recent slots by transactions
 * writing the route's pools (the ledger's getRecentPrioritizationFees), never below a floor. Memoised per slot: the
 * ledger scans every recent transaction for it.
 */
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

/**
 * The priority fee and tip of an order. `priorityFeeLamports` overrides the automatic fee (spec §4.2): exactly
 * (`exactFee`, also the default when the caller names an amount without a type), or as a ceiling over the automatic
 * estimate (`maxCap`). `mevTipLamports` is a tip transfer of exactly that amount either way (there is no automatic
 * tip to cap). The broadcast type is ignored when neither amount is sent.
 */
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

/** The number of signatures a message asks for (its header's first byte, after the v0 prefix). */
export function requiredSignatures(message: Uint8Array): number {
  const first = message[0] ?? 0;
  return first & 0x80 ? (message[1] ?? 0) : first;
}

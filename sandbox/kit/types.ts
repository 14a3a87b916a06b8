import type { Router } from '../../src/api/common';
import type { Pool } from '../engine/pool-layout';
import type { Address } from '../world/address';

/**
 * The contract between the sandbox's routers (`swap/routing`), its transaction assembly (`swap/tx`) and its HTTP
 * routes (swap v2, order v1, quote v1). Amounts are raw bigint units throughout.
 */

export type RouterName = Router;
export type SwapMode = 'ExactIn' | 'ExactOut';

/** One swap through one constant-product pool. */
export interface Hop {
  readonly pool: Pool;
  readonly inputMint: Address;
  readonly outputMint: Address;
  readonly amountIn: bigint;
  readonly amountOut: bigint;
  /** LP fee kept by the pool, in the input mint. */
  readonly lpFee: bigint;
}

/** One path of a route: one hop (direct) or two (through USDC or SOL). A split route has several paths. */
export interface RoutePath {
  readonly hops: readonly Hop[];
  /** This path's share of the route's input, in bps; the paths of a route add up to 10,000. */
  readonly bps: number;
}

/** A market maker's firm quote (router `rfq_mm`): its inventory pays out, it signs at execute. */
export interface RfqTerms {
  readonly maker: Address;
  readonly quoteId: string;
  /** Unix ms after which execute refuses the quote (about 30 s after it was given). */
  readonly expireAtMs: number;
}

/** What one router offers for a request: the amounts of the whole route, before platform or referral fees. */
export interface RouteQuote {
  readonly router: RouterName;
  readonly swapMode: SwapMode;
  readonly inputMint: Address;
  readonly outputMint: Address;
  /** Input that enters the route (exact for ExactIn; computed for ExactOut). */
  readonly inAmount: bigint;
  /** Output the route produces (computed for ExactIn; exact for ExactOut). */
  readonly outAmount: bigint;
  /** The pool paths (empty for `rfq_mm`). */
  readonly paths: readonly RoutePath[];
  readonly rfq?: RfqTerms;
  /**
   * The router's own fee in bps (aggregator_a: the service's default platform fee; aggregator_b / aggregator_c: their
   * own; rfq_mm: 0, its spread is in the price). The order layer charges it unless an integrator (referral) fee
   * replaces it; ranking compares the output after it.
   */
  readonly defaultFeeBps: number;
  /**
   * Output value lost to the trade versus the mid prices before it, as a decimal fraction, negative when the taker
   * gets less (-0.001 = -0.1 %, Decisions §4). LP fees and an RFQ spread count as impact, as on the real service.
   */
  readonly priceImpact: number;
}

export interface RouteRequest {
  readonly inputMint: Address;
  readonly outputMint: Address;
  readonly amount: bigint;
  readonly swapMode: SwapMode;
  /** Routers allowed to compete (after `excludeRouters` and the `payer` rule). */
  readonly routers: readonly RouterName[];
  /** Only these DEX labels (quote v1 `dexes`); applies to the pool routers. */
  readonly dexes?: ReadonlySet<string>;
  /** Never these DEX labels (`excludeDexes`); on swap v2 / order v1 it affects only `aggregator_a`. */
  readonly excludeDexes?: ReadonlySet<string>;
  readonly onlyDirectRoutes?: boolean;
  /** Intermediate tokens limited to USDC and SOL (the only ones the sandbox uses anyway; kept for completeness). */
  readonly restrictIntermediateTokens?: boolean;
  /** Rough account budget: a route whose transaction would touch more accounts is not offered. */
  readonly maxAccounts?: number;
}

/** Every router's answer (for tests and `mostReliableAmmsQuoteReport`) and the winner: the best output after fees. */
export interface RoutingResult {
  readonly best: RouteQuote | null;
  readonly quotes: readonly RouteQuote[];
}

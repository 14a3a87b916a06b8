import type { Router } from '../../src/api/common';
import type { Pool } from '../engine/pool-layout';
import type { Address } from '../world/address';

export type RouterName = Router;
export type SwapMode = 'ExactIn' | 'ExactOut';

export interface Hop {
  readonly pool: Pool;
  readonly inputMint: Address;
  readonly outputMint: Address;
  readonly amountIn: bigint;
  readonly amountOut: bigint;
  readonly lpFee: bigint;
}

export interface RoutePath {
  readonly hops: readonly Hop[];
  readonly bps: number;
}

export interface RfqTerms {
  readonly maker: Address;
  readonly quoteId: string;
  readonly expireAtMs: number;
}

export interface RouteQuote {
  readonly router: RouterName;
  readonly swapMode: SwapMode;
  readonly inputMint: Address;
  readonly outputMint: Address;
  readonly inAmount: bigint;
  readonly outAmount: bigint;
  readonly paths: readonly RoutePath[];
  readonly rfq?: RfqTerms;
  /** Charged unless an integrator fee replaces it; ranking compares output after it (rfq_mm: 0, spread in price). */
  readonly defaultFeeBps: number;
  /** Fraction, negative when the taker gets less (Decisions §4); LP fees and an RFQ spread count, as on the service. */
  readonly priceImpact: number;
}

export interface RouteRequest {
  readonly inputMint: Address;
  readonly outputMint: Address;
  readonly amount: bigint;
  readonly swapMode: SwapMode;
  readonly routers: readonly RouterName[];
  readonly dexes?: ReadonlySet<string>;
  /** On swap v2 / order v1 it affects only `aggregator_a`. */
  readonly excludeDexes?: ReadonlySet<string>;
  readonly onlyDirectRoutes?: boolean;
  readonly restrictIntermediateTokens?: boolean;
  readonly maxAccounts?: number;
}

export interface RoutingResult {
  readonly best: RouteQuote | null;
  readonly quotes: readonly RouteQuote[];
}

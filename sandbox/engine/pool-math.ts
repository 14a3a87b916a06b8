import { type ExactInQuote, quoteExactIn } from './cp-math';
import type { Pool } from './pool-layout';

/** The routers, the re-quotes and the co-signer's check all come here, so they agree. */
export function poolExactIn(
  pool: Pool,
  reserveIn: bigint,
  reserveOut: bigint,
  amountIn: bigint,
  baseIn: boolean,
): ExactInQuote {
  if (!pool.curve) return quoteExactIn(reserveIn, reserveOut, amountIn, pool.feeBps);
  const effective = baseIn ? { base: reserveIn, quote: reserveOut } : { base: reserveOut, quote: reserveIn };
  const q = pool.curve.exactIn(effective, amountIn, baseIn);
  // The quote-token fee leaves the curve (held for the creator and the protocol): only the rest moves its reserves.
  return {
    amountOut: q.amountOut,
    fee: q.fee,
    reserveInAfter: baseIn ? reserveIn + amountIn : reserveIn + amountIn - q.fee,
    reserveOutAfter: baseIn ? reserveOut - q.amountOut - q.fee : reserveOut - q.amountOut,
  };
}

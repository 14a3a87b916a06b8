import type { Engine } from '../../engine/engine';
import type { Address } from '../../world/address';
import { findRoutes } from '../../kit/routing/find-routes';
import type { RouteQuote, RouteRequest } from '../../kit/types';
import { autoSlippageBps, feeMintOf, feeOf, GASLESS_SURCHARGE_BPS, minimumOut } from './fees';
import { allowedRouters, type OrderRequest } from './params';

export interface PricedRoute {
  /** For a fee in the input mint, re-quoted for the input less the fee. */
  readonly route: RouteQuote;
  readonly feeBps: number;
  readonly feeMint: Address;
  readonly fee: bigint;
  readonly inFee: bigint;
  readonly outFee: bigint;
  readonly inAmount: bigint;
  readonly outAmount: bigint;
  readonly slippageBps: number;
  readonly otherAmountThreshold: bigint;
  readonly sponsored: boolean;
}

export function routeRequest(req: OrderRequest, amount: bigint, routers = allowedRouters(req)): RouteRequest {
  return {
    inputMint: req.inputMint,
    outputMint: req.outputMint,
    amount,
    swapMode: 'ExactIn',
    routers,
    ...(req.excludeDexes.size > 0 ? { excludeDexes: req.excludeDexes } : {}),
  };
}

export function bestRoute(engine: Engine, req: OrderRequest): RouteQuote | null {
  const routers = allowedRouters(req);
  if (routers.length === 0) return null;
  return findRoutes(engine, routeRequest(req, req.amount, routers), engine.nowMs()).best;
}

/** A fee in the input mint comes off first, so the same router is asked again for the rest. */
export function priceRoute(
  engine: Engine,
  req: OrderRequest,
  winner: RouteQuote,
  sponsored: boolean,
): PricedRoute | null {
  const feeBps = req.referral ? req.referral.feeBps : winner.defaultFeeBps + (sponsored ? GASLESS_SURCHARGE_BPS : 0);
  const feeMint = feeMintOf(req.inputMint, req.outputMint);
  let route = winner;
  let inFee = 0n;
  let outFee = 0n;
  if (feeMint === req.inputMint) {
    inFee = feeOf(req.amount, feeBps);
    if (inFee > 0n) {
      const again = findRoutes(engine, routeRequest(req, req.amount - inFee, [winner.router]), engine.nowMs()).best;
      if (!again) return null;
      route = again;
    }
  } else {
    outFee = feeOf(winner.outAmount, feeBps);
  }
  const outAmount = route.outAmount - outFee;
  const slippageBps = req.slippageBps ?? autoSlippageBps(engine.world, route);
  return {
    route,
    feeBps,
    feeMint,
    fee: inFee + outFee,
    inFee,
    outFee,
    inAmount: req.amount,
    outAmount,
    slippageBps,
    otherAmountThreshold: minimumOut(outAmount, slippageBps),
    sponsored,
  };
}

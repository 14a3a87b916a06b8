import type { Address } from '../world/address';
import type { World } from '../world/world';
import { reservesAtMid } from './cp-math';
import type { Liquidity } from './liquidity';
import type { Market } from './market';
import { type Pool, type PoolLayout, SOL_MINT, USDC_MINT } from './pool-layout';
import type { PriceBook } from './price-book';

export type SetPriceResult =
  | {
      ok: true;
      mint: Address;
      usdPrice: number;
      pools: { id: Address; dex: string; quoteMint: Address; mid: number }[];
    }
  | { ok: false; error: string };

export interface PriceTarget {
  readonly world: World;
  readonly layout: PoolLayout;
  readonly liquidity: Liquidity;
  readonly prices: PriceBook;
  readonly market: Market;
}

/** Every pool of the token moves along its curve (k kept, as an arbitrage would); SOL pools convert through SOL. */
export function setPrice(target: PriceTarget, mint: Address, usdPrice: number, moved: () => void): SetPriceResult {
  const { world, layout, liquidity, prices, market } = target;
  if (mint === USDC_MINT) return { ok: false, error: 'mint: USDC is the unit of account (always 1 USD)' };
  if (!world.byMint.has(mint)) return { ok: false, error: `mint: no token with mint ${mint} in the sandbox` };
  const pools = layout.byBase.get(mint) ?? [];
  if (pools.length === 0) return { ok: false, error: `mint: ${mint} has no pools to price it` };
  if (pools.some((p) => p.own)) return { ok: false, error: `mint: ${mint} is a Studio launch; trade it to move it` };
  const plan: { pool: Pool; next: { base: bigint; quote: bigint } }[] = [];
  for (const pool of pools) {
    const quoteUsd = mint === SOL_MINT ? 1 : prices.usdNow(pool.quoteMint);
    if (!quoteUsd) return { ok: false, error: `mint: the quote of pool ${pool.dex} has no price` };
    const rawTarget = ((usdPrice / quoteUsd) * 10 ** pool.quoteDecimals) / 10 ** pool.baseDecimals;
    const r = liquidity.reserves(pool);
    const next = reservesAtMid(r.base, r.quote, rawTarget);
    if (!next) return { ok: false, error: `usdPrice: ${String(usdPrice)} is out of range for the depth of its pools` };
    plan.push({ pool, next });
  }
  for (const { pool, next } of plan) liquidity.writeReserves(pool, next);
  market.setAnchor(mint, usdPrice);
  moved();
  return {
    ok: true,
    mint,
    usdPrice: prices.usdNow(mint) ?? usdPrice,
    pools: plan.map(({ pool }) => ({
      id: layout.addresses(pool).id,
      dex: pool.dex,
      quoteMint: pool.quoteMint,
      mid: prices.poolState(pool)?.[0] ?? 0,
    })),
  };
}

import type { PriceEntry } from '../../src/api/price/schemas';
import type { MintInformation } from '../../src/api/tokens/schemas';
import type { Address } from '../world/address';
import { staticMintInformation } from '../world/static-record';
import type { SandboxToken } from '../world/token';
import type { Engine } from './engine';

const round = (v: number, digits: number): number => Number(v.toFixed(digits));
/** Prices keep 12 significant digits: enough for a 5-decimal memecoin at 0.00002 USD, short on the wire. */
const price = (v: number): number => Number(v.toPrecision(12));

export function firstPool(engine: Engine, token: SandboxToken): { id: Address; createdAt: string } | null {
  const pools = engine.layout.byBase.get(token.id) ?? [];
  let first = pools[0];
  for (const pool of pools) if (first && pool.createdAt < first.createdAt) first = pool;
  return first ? { id: engine.layout.addresses(first).id, createdAt: first.createdAt } : null;
}

/** Supplement §2 MintInformation. */
export function mintInformation(engine: Engine, token: SandboxToken, iconBase: string): MintInformation {
  const record = staticMintInformation(token, iconBase);
  const usd = engine.prices.usdNow(token.id);
  return {
    ...record,
    usdPrice: usd === null ? null : price(usd),
    liquidity: round(engine.prices.liquidityNow(token.id), 2),
    mcap: usd === null || record.circSupply == null ? null : round(usd * record.circSupply, 2),
    fdv: usd === null || record.totalSupply == null ? null : round(usd * record.totalSupply, 2),
    priceBlockId: usd === null ? null : engine.slot,
    stats5m: { ...engine.swapStats(token, '5m') },
    stats1h: { ...engine.swapStats(token, '1h') },
    stats6h: { ...engine.swapStats(token, '6h') },
    stats24h: { ...engine.swapStats(token, '24h') },
    firstPool: firstPool(engine, token),
    updatedAt: new Date(engine.nowMs()).toISOString(),
  };
}

export function priceEntry(engine: Engine, token: SandboxToken): PriceEntry | null {
  const usd = engine.prices.usdNow(token.id);
  if (usd === null) return null;
  return {
    createdAt: new Date(engine.nowMs()).toISOString(),
    liquidity: round(engine.prices.liquidityNow(token.id), 2),
    usdPrice: price(usd),
    blockId: engine.slot,
    decimals: token.decimals,
    priceChange24h: engine.priceChange24h(token.id),
  };
}

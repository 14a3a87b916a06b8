import { ROUTERS } from '../../../src/api/common';
import { Ledger } from '../../chain/ledger';
import { Engine } from '../../engine/engine';
import type { Pool } from '../../engine/pool-layout';
import type { Address } from '../../world/address';
import { buildWorld } from '../../world/world';
import { seedLedger } from '../../world/seed-ledger';
import type { RouteRequest } from '../types';

/** What the routing tests share: a small world over a real ledger, and request shorthands. */

export const NOW = Date.UTC(2026, 10, 21, 12);
export const world = buildWorld('routing-test', { generatedCount: 300 });

export function setup() {
  const ledger = Ledger.create();
  seedLedger(ledger, world);
  const engine = Engine.create(world, ledger, { now: () => NOW });
  return { ledger, engine };
}

export function request(
  inputMint: Address,
  outputMint: Address,
  amount: bigint,
  extra: Partial<RouteRequest> = {},
): RouteRequest {
  return { inputMint, outputMint, amount, swapMode: 'ExactIn', routers: ROUTERS, ...extra };
}

/** Whole units of a token in raw units. */
export function units(mint: Address, whole: number): bigint {
  const token = world.byMint.get(mint);
  if (!token) throw new Error(`no token ${mint}`);
  return BigInt(Math.round(whole * 10 ** Math.min(token.decimals, 6))) * 10n ** BigInt(Math.max(token.decimals - 6, 0));
}

/** A generated token whose only pool matches. */
export function longTail(engine: Engine, match: (pool: Pool) => boolean): { mint: Address; pool: Pool } {
  for (const token of world.tokens) {
    if (token.origin !== 'generated') continue;
    const pools = engine.layout.byBase.get(token.id) ?? [];
    const pool = pools[0];
    if (pools.length === 1 && pool && match(pool)) return { mint: token.id, pool };
  }
  throw new Error('no long-tail token with such a pool in the test world');
}

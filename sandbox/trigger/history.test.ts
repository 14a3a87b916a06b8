import { beforeAll, describe, expect, it } from 'vitest';
import { orderHistoryResponseSchema, RAW_STATE_DISPLAY } from '../../src/api/trigger/schemas';
import { orderWire } from './history';
import { openHarness } from '../test-harness';
import { getOrder, JUP, placeOrder, priceOf, SOL, USDC, user, type User, TRIGGER, triggerEnv } from './test-kit';
import type { OrderRecord } from './types';

const env = triggerEnv(openHarness({ ...TRIGGER, seed: 'trigger-history' }));
let u: User;
const ids: string[] = [];

beforeAll(async () => {
  u = await user(env);
  const sol = priceOf(env, SOL);
  for (let i = 0; i < 5; i++) {
    env.sandbox.time.advance(1000);
    const placed = await placeOrder(env, u, {
      amount: 100_000_000n,
      triggerCondition: 'above',
      triggerPriceUsd: sol * (2 + i),
      expiresAt: env.sandbox.time.now() + (10 - i) * 3_600_000,
    });
    ids.push(placed.id);
  }
  env.sandbox.time.advance(1000);
  const jup = await placeOrder(env, u, {
    inputMint: JUP,
    amount: 50_000_000n,
    triggerCondition: 'above',
    triggerPriceUsd: 1e6,
  });
  ids.push(jup.id);
  // Strictly later than the last placement, so "updated last" has no tie to break.
  env.sandbox.time.advance(1000);
  await env.call('POST', `/orders/price/cancel/${ids[0] ?? ''}`, undefined, u.token);
}, 60_000);

const list = async (query: string) => {
  const res = await env.call('GET', `/orders/history${query}`, undefined, u.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return orderHistoryResponseSchema.parse(res.body);
};

describe('orders/history (spec §4.6, supplement §6)', { timeout: 30_000 }, () => {
  it('lists newest updated first, 20 by default, with pagination', async () => {
    const all = await list('');
    expect(all.pagination).toEqual({ total: 6, limit: 20, offset: 0 });
    expect(all.orders[0]?.id).toBe(ids[0]); // the cancel updated it last
    const page = await list('?limit=2&offset=2&sort=created_at&dir=asc');
    expect(page.orders.map((o) => o.id)).toEqual(ids.slice(2, 4));
    expect(page.pagination).toEqual({ total: 6, limit: 2, offset: 2 });
    const byExpiry = await list('?sort=expires_at&dir=asc&limit=1');
    expect(byExpiry.orders[0]?.id).toBe(ids[4]);
  });

  it('filters by state group and mint', async () => {
    expect((await list('?state=active')).orders.map((o) => o.id).sort()).toEqual(ids.slice(1).sort());
    expect((await list('?state=past')).orders).toHaveLength(0);
    expect((await list(`?mint=${JUP}`)).orders.map((o) => o.id)).toEqual([ids[5]]);
    expect((await list(`?mint=${USDC}`)).pagination.total).toBe(6);
  });

  it('validates the query', async () => {
    for (const q of ['?limit=0', '?limit=101', '?offset=-1', '?sort=price', '?dir=up', '?state=open']) {
      const res = await env.call('GET', `/orders/history${q}`, undefined, u.token);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toBe('Request validation failed');
    }
  });

  it('serves one order by id; another wallet gets 403, an unknown id 404', async () => {
    const one = await getOrder(env, u, ids[1] ?? '');
    expect(one).toMatchObject({ id: ids[1], orderState: 'open', rawState: 'open', providerWalletPubkey: u.vault });
    expect(one.events?.[0]?.txSignature).toBeTruthy();
    const other = await user(env);
    expect((await env.call('GET', `/orders/history/${ids[1] ?? ''}`, undefined, other.token)).status).toBe(403);
    expect((await env.call('GET', '/orders/history/nope', undefined, u.token)).status).toBe(404);
    expect((await env.call('GET', '/orders/history', undefined, other.token)).body).toMatchObject({ orders: [] });
  });

  it('maps every rawState to the display state of the supplement’s table', () => {
    const table: Record<string, string[]> = {
      pending: ['pending_deposit', 'depositing'],
      open: ['open'],
      executing: [
        'ready_execute',
        'ready_expire',
        'executing',
        'execute_success',
        'execute_failed',
        'ready_withdraw_output',
        'withdrawing',
        'partial_fill_success',
      ],
      filled: ['fill_success'],
      pending_withdraw: ['ready_to_cancel'],
      cancelled: ['cancelled', 'oco_cancelled'],
      expired: ['expired'],
      failed: ['deposit_failed', 'withdraw_failed', 'fill_failed'],
    };
    const base = env.sandbox.trigger.store.orders.get(ids[1] ?? '') as OrderRecord;
    for (const [display, raws] of Object.entries(table)) {
      for (const raw of raws) {
        expect(orderWire({ ...base, rawState: raw as OrderRecord['rawState'] }).orderState).toBe(display);
      }
    }
    expect(Object.keys(RAW_STATE_DISPLAY)).toHaveLength(Object.values(table).flat().length);
  });
});

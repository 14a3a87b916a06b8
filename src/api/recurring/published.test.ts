import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getRecurringOrdersResponseSchema } from './schemas';

const USER = 'jdocuPgEAjMfihABsPgKEvYtsmMzjUHeq9LX4Hvs7f3';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SOL = 'So11111111111111111111111111111111111111112';
const raw = (keys: string[], v = '0') => Object.fromEntries(keys.map((k) => [k, v]));
const ui = ['inDeposited', 'inWithdrawn', 'outWithdrawn', 'inAmountPerCycle', 'minOutAmount', 'maxOutAmount'];
const rawKeys = ['rawInDeposited', 'rawInWithdrawn', 'rawOutWithdrawn', 'rawInAmountPerCycle', 'rawMinOutAmount'];
const trade = {
  ...raw(['orderKey', 'keeper', 'inputAmount', 'outputAmount', 'feeAmount', 'confirmedAt'], 'x'),
  inputMint: USDC,
  outputMint: SOL,
  feeMint: SOL,
  rawInputAmount: '52000000',
  rawOutputAmount: '431580133',
  rawFeeAmount: '432012',
  action: 'Fill',
};
// The captures' order (6-get-recurring-orders.md): `closeTx: ""` while open, and the yaml's: no openTx, no txId.
const order: Record<string, unknown> = {
  ...raw([...ui, 'inUsed', 'outReceived']),
  ...raw([...rawKeys, 'rawMaxOutAmount', 'rawInUsed', 'rawOutReceived']),
  userPubkey: USER,
  orderKey: 'ORDER',
  inputMint: USDC,
  outputMint: SOL,
  rawInDeposited: '104000000',
  cycleFrequency: '86400',
  closeTx: '',
  userClosed: false,
  createdAt: '2025-03-11T02:51:53Z',
  updatedAt: '2025-03-11T02:51:53Z',
  trades: [trade],
};

describe('getRecurringOrders in the published forms', () => {
  it('reads the nested list with its paging as the flat form', () => {
    const body = { user: USER, orderStatus: 'active', time: { orders: [order], totalPages: 3, page: 2 } };
    const out = getRecurringOrdersResponseSchema.parse(body);
    expect(out.totalPages).toBe(3);
    expect(out.page).toBe(2);
    expect(out.time?.[0]?.rawInDeposited).toBe(104_000_000n);
    const price = { user: USER, orderStatus: 'history', price: { orders: [order], totalPages: 1, page: 1 } };
    expect(getRecurringOrdersResponseSchema.parse(price).price).toHaveLength(1);
  });

  it('reads an open order’s empty closeTx as none, and leaves links out without openTx or txId', () => {
    const out = getRecurringOrdersResponseSchema.parse({
      user: USER,
      orderStatus: 'active',
      time: [order],
      page: 1,
      totalPages: 1,
    });
    expect(out.time?.[0]?.closeTx).toBeNull();
    expect(out.time?.[0]?.openTx).toBeUndefined();
    expect(out.time?.[0]?.trades[0]?.txId).toBeUndefined();
    const closed = { ...order, closeTx: 'bFika6', userClosed: true };
    const history = getRecurringOrdersResponseSchema.parse({
      user: USER,
      orderStatus: 'history',
      time: [closed],
      page: 1,
      totalPages: 1,
    });
    expect(history.time?.[0]?.closeTx).toBe('bFika6');
  });

  it('still names a missing amount inside the nested form, and a missing paging', () => {
    const { rawInUsed: _r, ...broken } = order;
    const bad = getRecurringOrdersResponseSchema.safeParse({
      user: USER,
      orderStatus: 'active',
      time: { orders: [broken], totalPages: 1, page: 1 },
    });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['time.0.rawInUsed']);
    const noPaging = getRecurringOrdersResponseSchema.safeParse({
      user: USER,
      orderStatus: 'active',
      time: { orders: [] },
    });
    expect(noPaging.error?.issues.map((i) => i.path.join('.'))).toEqual(['totalPages', 'page']);
  });

  it('encodes the flat form back (the sandbox answers with it)', () => {
    const flat = getRecurringOrdersResponseSchema.parse({
      user: USER,
      orderStatus: 'active',
      time: [order],
      page: 1,
      totalPages: 1,
    });
    expect(z.encode(getRecurringOrdersResponseSchema, flat)).toMatchObject({
      totalPages: 1,
      time: [{ rawInDeposited: '104000000' }],
    });
  });
});

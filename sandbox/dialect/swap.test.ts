import { describe, expect, it } from 'vitest';
import { realAnswer } from './dialect';

const ORDER = {
  mode: 'ultra',
  inAmount: '100000000',
  outAmount: '14990982',
  feeBps: 4,
  platformFee: { amount: '5998', feeBps: 4, feeMint: 'USDC' },
  signatureFeePayer: null,
  prioritizationFeePayer: null,
  rentFeePayer: 'Taker',
  swapType: 'aggregator_b',
  router: 'aggregator_b',
  transaction: null,
  lastValidBlockHeight: '165',
  requestId: 'r',
  taker: null,
};

const order = (path: string, body: unknown = ORDER, status = 200) =>
  realAnswer({ method: 'GET', path, status, body }) as Record<string, unknown>;

describe('swap in the real dialect', () => {
  it('answers a swap v2 order with real names, a fee without amount, no null payers, a numeric block height', () => {
    const real = order('/swap/v2/order');
    expect(real).toMatchObject({ router: 'dflow', swapType: 'dflow', lastValidBlockHeight: 165, expireAt: null });
    expect(real.platformFee).toEqual({ feeBps: 4, feeMint: 'USDC' });
    expect(real).not.toHaveProperty('signatureFeePayer');
    expect(real).not.toHaveProperty('prioritizationFeePayer');
    expect(real.rentFeePayer).toBe('Taker');
    expect(real.mode).toBe('ultra');
  });

  it('keeps expireAt of a quote with a taker', () => {
    const real = order('/swap/v2/order', { ...ORDER, taker: 'T', expireAt: '2026-01-01T00:00:00.000Z' });
    expect(real.expireAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('answers an order v1 without mode and router, its fee amount kept', () => {
    const real = order('/ultra/v1/order', { ...ORDER, router: 'aggregator_a', swapType: 'aggregator' });
    expect(real).not.toHaveProperty('mode');
    expect(real).not.toHaveProperty('router');
    expect(real.swapType).toBe('aggregator');
    expect(real.platformFee).toEqual(ORDER.platformFee);
  });

  it('names every spec router by its real value', () => {
    const routers = ['aggregator_a', 'rfq_mm', 'aggregator_b', 'aggregator_c'].map(
      (router) => order('/swap/v2/order', { ...ORDER, router }).router,
    );
    expect(routers).toEqual(['metis', 'jupiterz', 'dflow', 'okx']);
  });

  it('gives a no-route 400 the string errorCode, and leaves other errors alone', () => {
    expect(order('/swap/v2/order', { error: 'Failed to get quotes', requestId: 'r' }, 400)).toEqual({
      error: 'Failed to get quotes',
      requestId: 'r',
      errorCode: 'COULD_NOT_FIND_ANY_ROUTE',
    });
    const bad = { error: 'amount: required', requestId: 'r' };
    expect(order('/swap/v2/order', bad, 400)).toEqual(bad);
  });

  it('leaves the nulls out of an execute answer', () => {
    const body = { status: 'Failed', code: -1000, signature: null, slot: null, error: 'did not land' };
    expect(realAnswer({ method: 'POST', path: '/swap/v2/execute', status: 200, body })).toEqual({
      status: 'Failed',
      code: -1000,
      error: 'did not land',
    });
  });

  it('answers price v3 entries without createdAt and liquidity', () => {
    const body = { M: { createdAt: 'x', liquidity: 1, usdPrice: 2, blockId: 3, decimals: 9, priceChange24h: null } };
    expect(realAnswer({ method: 'GET', path: '/price/v3', status: 200, body })).toEqual({
      M: { usdPrice: 2, blockId: 3, decimals: 9, priceChange24h: null },
    });
  });
});

describe('tokens v2 in the real dialect', () => {
  it('answers an error as {code, message} and leaves a list alone', () => {
    const error = realAnswer({
      method: 'GET',
      path: '/tokens/v2/search',
      status: 400,
      body: { error: 'query is required' },
    });
    expect(error).toEqual({ code: 400, message: 'query is required' });
    const list = [{ id: 'So11111111111111111111111111111111111111112' }];
    expect(realAnswer({ method: 'GET', path: '/tokens/v2/search', status: 200, body: list })).toBe(list);
  });
});

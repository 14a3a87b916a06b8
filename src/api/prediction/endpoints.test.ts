import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { apiFailure, fakeFetch, testClient, type RecordedRequest } from '../fake-fetch';
import {
  claimPosition,
  closeAllPositions,
  closePosition,
  createOrder,
  executeOrder,
  getEvent,
  getEvents,
  getHistory,
  getMarket,
  getOrderbook,
  getOrders,
  getOrderStatus,
  getPositions,
  searchEvents,
} from './endpoints';
import {
  createOrderResponse,
  historyEvent,
  ORDER,
  OWNER,
  pagination,
  position,
  POSITION,
  specEvent,
  supplementMarket,
  USDC,
} from './test-fixtures';

/** Method, path, the exact query, the API key, and no bearer token: prediction is not an authenticated family. */
function expectRequest(req: RecordedRequest, method: string, path: string, query: Record<string, string> = {}) {
  expect(req.method).toBe(method);
  expect(req.url.pathname).toBe(path);
  expect(Object.fromEntries(req.url.searchParams)).toEqual(query);
  expect(req.headers.get('x-api-key')).toBe('test-key');
  expect(req.headers.get('authorization')).toBeNull();
}

const claimResponse = {
  transaction: 'AQID',
  txMeta: { blockhash: 'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi', lastValidBlockHeight: 9 },
  position: {
    positionPubkey: POSITION,
    marketPubkey: ORDER,
    userPubkey: OWNER,
    ownerPubkey: OWNER,
    isYes: true,
    contracts: '7',
    payoutAmountUsd: '7000000',
  },
};

describe('event reads', () => {
  it('getEvents sends every spec §4.11 filter under its wire name', async () => {
    const fake = fakeFetch({ json: { data: [specEvent], pagination } });
    const out = await getEvents(testClient(fake), {
      provider: 'provider_a',
      includeMarkets: true,
      includeAllMarkets: false,
      start: 0,
      end: 20,
      category: 'sports',
      subcategory: 'nba',
      sortBy: 'beginAt',
      sortDirection: 'asc',
      filter: 'upcoming',
      tags: 'playoffs',
    });
    expectRequest(fake.last, 'GET', '/prediction/v1/events', {
      provider: 'provider_a',
      includeMarkets: 'true',
      includeAllMarkets: 'false',
      start: '0',
      end: '20',
      category: 'sports',
      subcategory: 'nba',
      sortBy: 'beginAt',
      sortDirection: 'asc',
      filter: 'upcoming',
      tags: 'playoffs',
    });
    expect(out.data[0]?.markets?.[0]?.provider).toBe('provider_b');
    expect(out.pagination.hasNext).toBe(false);
  });

  it('getEvents with no filters sends no query, and refuses a negative start before sending', async () => {
    const fake = fakeFetch({ json: { data: [], pagination } });
    await getEvents(testClient(fake), {});
    expectRequest(fake.last, 'GET', '/prediction/v1/events');
    const e = await apiFailure(getEvents(testClient(fake), { start: -1 }));
    expect(e.kind).toBe('invalid-request');
    expect(e.issues[0]).toMatch(/^start:/);
    expect(fake.calls).toHaveLength(1);
  });

  it('searchEvents sends query, provider and limit, and checks their ranges', async () => {
    const fake = fakeFetch({ json: { data: [specEvent] } });
    const out = await searchEvents(testClient(fake), { query: 'sol', provider: 'provider_c', limit: 5 });
    expectRequest(fake.last, 'GET', '/prediction/v1/events/search', {
      query: 'sol',
      provider: 'provider_c',
      limit: '5',
    });
    expect(out.pagination).toBeUndefined();
    await expect(searchEvents(testClient(fake), { query: '' })).rejects.toBeInstanceOf(ApiError);
    await expect(searchEvents(testClient(fake), { query: 'x'.repeat(201) })).rejects.toBeInstanceOf(ApiError);
    await expect(searchEvents(testClient(fake), { query: 'sol', limit: 21 })).rejects.toBeInstanceOf(ApiError);
    expect(fake.calls).toHaveLength(1);
  });

  it('sends the spec provider identifiers only, never the real service names (Decisions §1)', async () => {
    const fake = fakeFetch({ json: { data: [], pagination } });
    for (const provider of ['provider_a', 'provider_b', 'provider_c'] as const) {
      await getEvents(testClient(fake), { provider });
      expect(fake.last.url.searchParams.get('provider')).toBe(provider);
    }
    for (const provider of ['kalshi', 'polymarket', 'bisonfi']) {
      const e = await apiFailure(getEvents(testClient(fake), { provider } as never));
      expect(e.issues.map((i) => i.split(':')[0])).toEqual(['provider']);
      const s = await apiFailure(searchEvents(testClient(fake), { query: 'sol', provider } as never));
      expect(s.issues.map((i) => i.split(':')[0])).toEqual(['provider']);
    }
    expect(fake.calls).toHaveLength(3);
  });

  it('refuses out-of-range pages and unknown enum filters before sending (spec §4.11, Limits)', async () => {
    const fake = fakeFetch({ json: { data: [], pagination } });
    const bad: [string, object][] = [
      ['end', { end: -1 }],
      ['start', { start: 1.5 }],
      ['category', { category: 'weather' }],
      ['sortBy', { sortBy: 'title' }],
      ['sortDirection', { sortDirection: 'up' }],
      ['filter', { filter: 'hot' }],
    ];
    for (const [field, params] of bad) {
      const e = await apiFailure(getEvents(testClient(fake), params));
      expect(e.issues.map((i) => i.split(':')[0])).toEqual([field]);
    }
    for (const call of [
      getOrders(testClient(fake), { ownerPubkey: OWNER, end: -1 }),
      getPositions(testClient(fake), { ownerPubkey: OWNER, end: -1 }),
      getHistory(testClient(fake), { ownerPubkey: OWNER, end: -1 }),
    ]) {
      expect((await apiFailure(call)).issues.map((i) => i.split(':')[0])).toEqual(['end']);
    }
    expect(fake.calls).toHaveLength(0);
  });

  it('searchEvents accepts the bounds 1 and 200 chars, limit 1 and 20, and refuses limit 0', async () => {
    const fake = fakeFetch({ json: { data: [] } });
    await searchEvents(testClient(fake), { query: 's', limit: 1 });
    await searchEvents(testClient(fake), { query: 'x'.repeat(200), limit: 20 });
    expect(fake.calls).toHaveLength(2);
    const e = await apiFailure(searchEvents(testClient(fake), { query: 'sol', limit: 0 }));
    expect(e.issues.map((i) => i.split(':')[0])).toEqual(['limit']);
    expect(fake.calls).toHaveLength(2);
  });

  it('getEvent puts the id in the path and the market flags in the query', async () => {
    const fake = fakeFetch({ json: specEvent });
    const out = await getEvent(testClient(fake), {
      eventId: 'POLY-351731',
      includeMarkets: true,
      includeAllMarkets: true,
    });
    expectRequest(fake.last, 'GET', '/prediction/v1/events/POLY-351731', {
      includeMarkets: 'true',
      includeAllMarkets: 'true',
    });
    expect(out.volumeUsd).toBe(1_250_000_000n);
  });

  it('getMarket and getOrderbook escape the market id; a null book is a valid answer', async () => {
    const fake = fakeFetch({ json: supplementMarket }, { json: null });
    const market = await getMarket(testClient(fake), { marketId: 'market-456' });
    expectRequest(fake.last, 'GET', '/prediction/v1/markets/market-456');
    expect(market.pricing?.buyYesPriceUsd).toBe(650_000n);
    const book = await getOrderbook(testClient(fake), { marketId: 'BISON-a/b-UP' });
    expectRequest(fake.last, 'GET', '/prediction/v1/orderbook/BISON-a%2Fb-UP');
    expect(book).toBeNull();
  });
});

describe('orders', () => {
  it('createOrder posts a buy with depositAmount as a string', async () => {
    const fake = fakeFetch({ json: createOrderResponse });
    const out = await createOrder(testClient(fake), {
      ownerPubkey: OWNER,
      marketId: 'market-456',
      isYes: true,
      isBuy: true,
      depositAmount: 5_000_000n,
      depositMint: USDC,
    });
    expectRequest(fake.last, 'POST', '/prediction/v1/orders');
    expect(fake.last.headers.get('content-type')).toBe('application/json');
    expect(fake.last.body).toEqual({
      ownerPubkey: OWNER,
      marketId: 'market-456',
      isYes: true,
      isBuy: true,
      depositAmount: '5000000',
      depositMint: USDC,
    });
    expect(out.order.orderCostUsd).toBe(5_000_000n);
  });

  it('createOrder posts a sell with one contract field and never sends a buy under 5 USD', async () => {
    const fake = fakeFetch({ json: createOrderResponse });
    await createOrder(testClient(fake), {
      ownerPubkey: OWNER,
      isYes: false,
      isBuy: false,
      positionPubkey: POSITION,
      contractsMicro: 1_500_000n,
    });
    expect(fake.last.body).toEqual({
      ownerPubkey: OWNER,
      isYes: false,
      isBuy: false,
      positionPubkey: POSITION,
      contractsMicro: '1500000',
    });
    const e = await apiFailure(
      createOrder(testClient(fake), {
        ownerPubkey: OWNER,
        marketId: 'market-456',
        isYes: true,
        isBuy: true,
        depositAmount: 1_000_000n,
      }),
    );
    expect(e.kind).toBe('invalid-request');
    expect(e.issues).toEqual(['depositAmount: Minimum order is $5']);
    expect(fake.calls).toHaveLength(1);
  });

  it('turns the prediction error envelope of a 400 into an ApiError with message, code and request id', async () => {
    const fake = fakeFetch({
      status: 400,
      json: {
        type: 'invalid_request_error',
        message: 'Minimum order is $5',
        code: 'minimum_order_amount',
        param: 'depositAmount',
        request_id: 'req_123',
      },
    });
    const e = await apiFailure(
      createOrder(testClient(fake), {
        ownerPubkey: OWNER,
        marketId: 'market-456',
        isYes: true,
        isBuy: true,
        depositAmount: 5_000_000n,
      }),
    );
    expect(e).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Minimum order is $5',
      code: 'minimum_order_amount',
      requestId: 'req_123',
      method: 'POST',
      path: '/prediction/v1/orders',
    });
  });

  it('getOrders sends owner and page; getOrderStatus puts the order in the path', async () => {
    const order = {
      pubkey: ORDER,
      ownerPubkey: OWNER,
      marketId: 'market-456',
      status: 'pending',
      isYes: true,
      isBuy: true,
      createdAt: 1704067200,
      contracts: '7',
      sizeUsd: '5000000',
    };
    const status = {
      orderPubkey: ORDER,
      status: 'partiallyfilled',
      latestEventType: 'order_updated',
      latestSignature: 'sig',
      externalOrderId: 'ext-1',
      orderId: 'o-1',
      history: [],
    };
    const fake = fakeFetch({ json: { data: [order], pagination } }, { json: status });
    const list = await getOrders(testClient(fake), { ownerPubkey: OWNER, start: 0, end: 10 });
    expectRequest(fake.last, 'GET', '/prediction/v1/orders', { ownerPubkey: OWNER, start: '0', end: '10' });
    expect(list.data[0]?.sizeUsd).toBe(5_000_000n);
    const s = await getOrderStatus(testClient(fake), { orderPubkey: ORDER });
    expectRequest(fake.last, 'GET', `/prediction/v1/orders/status/${ORDER}`);
    expect(s.status).toBe('partiallyfilled');
  });

  it('executeOrder posts the signed transaction with the opaque context and request id', async () => {
    const fake = fakeFetch({ json: { status: 'Success', signature: 'sig', error: null, requestId: 'r-1' } });
    const context = { type: 'bisonfi_swap', quote: { id: 3 } };
    const out = await executeOrder(testClient(fake), { signedTransaction: 'AQID', context, requestId: 'r-1' });
    expectRequest(fake.last, 'POST', '/prediction/v1/execute');
    expect(fake.last.body).toEqual({ signedTransaction: 'AQID', context, requestId: 'r-1' });
    expect(out).toEqual({ status: 'Success', signature: 'sig', error: null, requestId: 'r-1' });
    const e = await apiFailure(executeOrder(testClient(fake), { signedTransaction: '' }));
    expect(e.issues.map((i) => i.split(':')[0])).toEqual(['signedTransaction']);
    expect(fake.calls).toHaveLength(1);
  });
});

describe('positions and history', () => {
  it('getPositions sends isYes as "true"/"false" with the other filters', async () => {
    const fake = fakeFetch({ json: { data: [position], pagination } });
    const out = await getPositions(testClient(fake), {
      ownerPubkey: OWNER,
      marketPubkey: ORDER,
      marketId: 'market-456',
      isYes: false,
      start: 0,
      end: 5,
    });
    expectRequest(fake.last, 'GET', '/prediction/v1/positions', {
      ownerPubkey: OWNER,
      marketPubkey: ORDER,
      marketId: 'market-456',
      isYes: 'false',
      start: '0',
      end: '5',
    });
    expect(out.data[0]?.totalCostUsd).toBe(5_000_000n);
  });

  it('closePosition sends DELETE with the owner in the body', async () => {
    const fake = fakeFetch({ json: createOrderResponse });
    const out = await closePosition(testClient(fake), { positionPubkey: POSITION, ownerPubkey: OWNER });
    expectRequest(fake.last, 'DELETE', `/prediction/v1/positions/${POSITION}`);
    expect(fake.last.body).toEqual({ ownerPubkey: OWNER });
    expect(out.transaction).toBe('AQID');
  });

  it('closeAllPositions sends DELETE with owner and slippage, and reads a list of order responses', async () => {
    const fake = fakeFetch({ json: { data: [createOrderResponse, createOrderResponse] } });
    const out = await closeAllPositions(testClient(fake), { ownerPubkey: OWNER, minSellPriceSlippageBps: 100 });
    expectRequest(fake.last, 'DELETE', '/prediction/v1/positions');
    expect(fake.last.body).toEqual({ ownerPubkey: OWNER, minSellPriceSlippageBps: 100 });
    expect(out.data).toHaveLength(2);
    for (const minSellPriceSlippageBps of [-1, 10_001, 1.5]) {
      const e = await apiFailure(closeAllPositions(testClient(fake), { ownerPubkey: OWNER, minSellPriceSlippageBps }));
      expect(e.issues.map((i) => i.split(':')[0])).toEqual(['minSellPriceSlippageBps']);
    }
    expect(fake.calls).toHaveLength(1);
  });

  it('claimPosition posts the owner and reads the payout as bigint', async () => {
    const fake = fakeFetch({ json: claimResponse });
    const out = await claimPosition(testClient(fake), { positionPubkey: POSITION, ownerPubkey: OWNER });
    expectRequest(fake.last, 'POST', `/prediction/v1/positions/${POSITION}/claim`);
    expect(fake.last.body).toEqual({ ownerPubkey: OWNER });
    expect(out.position.payoutAmountUsd).toBe(7_000_000n);
    expect(out.txMeta.lastValidBlockHeight).toBe(9);
  });

  it('getHistory sends owner, position, id and page', async () => {
    const fake = fakeFetch({ json: { data: [historyEvent], pagination } });
    const out = await getHistory(testClient(fake), {
      ownerPubkey: OWNER,
      positionPubkey: POSITION,
      id: 42,
      start: 0,
      end: 50,
    });
    expectRequest(fake.last, 'GET', '/prediction/v1/history', {
      ownerPubkey: OWNER,
      positionPubkey: POSITION,
      id: '42',
      start: '0',
      end: '50',
    });
    expect(out.data[0]?.eventType).toBe('order_filled');
  });

  it('refuses a bad owner key before sending', async () => {
    const fake = fakeFetch({ json: {} });
    const e = await apiFailure(getHistory(testClient(fake), { ownerPubkey: 'not-a-key' }));
    expect(e.issues[0]).toMatch(/^ownerPubkey:/);
    expect(fake.calls).toHaveLength(0);
  });
});

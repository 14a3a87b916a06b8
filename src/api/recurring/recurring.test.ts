import { QueryClient, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { apiFailure, fakeFetch, testClient } from '../fake-fetch';
import { cancelOrder, createOrder, executeRecurring, getRecurringOrders } from './endpoints';
import { recurringQueries } from './queries';
import {
  createOrderRequestSchema,
  executeRecurringResponseSchema,
  getRecurringOrdersResponseSchema,
  int64AmountSchema,
  type CreateOrderRequest,
  type GetRecurringOrdersParams,
} from './schemas';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const USER = 'BQ72nSv9f3PRyRKCBnHLVrerrv37CYTHm5h3s9VSGQDV';
const ORDER = '8mF4HKoPQNmtbRvTRqotb4LW3pz5rR3eB7owZL9FVKiW';
const TX = 'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAEN';
const REQUEST_ID = 'a1b2c3d4-e5f6-7890-abcd-ef1234567890';

// Example values of the service's docs (supplement §7).
const trade = {
  orderKey: ORDER,
  keeper: 'J1TnP8zvVxbtF5KFp5xRmWuvG9McnhzmBd9XGfCyuxFP',
  inputMint: USDC,
  outputMint: SOL,
  inputAmount: '10.0',
  outputAmount: '0.058',
  rawInputAmount: '10000000',
  rawOutputAmount: '58000000',
  feeMint: SOL,
  feeAmount: '0.000058',
  rawFeeAmount: '58000',
  txId: '3yZe7d',
  confirmedAt: '2025-03-15T11:30:00.000Z',
  action: 'Fill',
  productMeta: null,
};
const timeOrder = {
  userPubkey: USER,
  orderKey: ORDER,
  inputMint: USDC,
  outputMint: SOL,
  inDeposited: '100.0',
  inWithdrawn: '0.0',
  rawInDeposited: '100000000',
  rawInWithdrawn: '0',
  cycleFrequency: 60,
  outWithdrawn: '0.0',
  inAmountPerCycle: '10.0',
  minOutAmount: '0',
  maxOutAmount: '0',
  inUsed: '10.0',
  outReceived: '0.058',
  rawOutWithdrawn: '0',
  rawInAmountPerCycle: '10000000',
  rawMinOutAmount: '0',
  rawMaxOutAmount: '0',
  rawInUsed: '10000000',
  rawOutReceived: '58000000',
  openTx: '4xKpN2',
  closeTx: null,
  userClosed: false,
  createdAt: '2025-03-15T10:30:00.000Z',
  updatedAt: '2025-03-15T11:30:00.000Z',
  trades: [trade],
};
const listExample = {
  user: USER,
  orderStatus: 'active',
  time: [timeOrder],
  price: [],
  all: [],
  totalPages: 1,
  page: 1,
};

const create: CreateOrderRequest = {
  user: USER,
  inputMint: SOL,
  outputMint: USDC,
  params: { time: { inAmount: 1_000_000_000n, numberOfOrders: 10, interval: 86400, minPrice: null, maxPrice: null } },
};

describe('recurring schemas', () => {
  it('sends inAmount as the JSON integer the service types as int64, and reads it back from either form', () => {
    const wire = z.encode(createOrderRequestSchema, create);
    expect(wire.params.time.inAmount).toBe(1_000_000_000);
    expect(int64AmountSchema.parse('42')).toBe(42n);
    expect(int64AmountSchema.parse(42)).toBe(42n);
    expect(z.safeEncode(int64AmountSchema, 2n ** 60n).success).toBe(false);
  });

  it('checks the create request by field name', () => {
    const paths = (v: CreateOrderRequest) =>
      z.safeEncode(createOrderRequestSchema, v).error?.issues.map((i) => i.path.join('.'));
    const time = create.params.time;
    expect(paths({ ...create, params: { time: { ...time, numberOfOrders: 1 } } })).toEqual([
      'params.time.numberOfOrders',
    ]);
    expect(paths({ ...create, params: { time: { ...time, minPrice: 200, maxPrice: 100 } } })).toEqual([
      'params.time.minPrice',
    ]);
    expect(paths({ ...create, params: { time: { ...time, startAt: 1_742_034_600_000 } } })).toEqual([
      'params.time.startAt',
    ]);
    expect(paths({ ...create, outputMint: SOL })).toEqual(['outputMint']);
    expect(paths({ ...create, params: { time: { ...time, startAt: 1_742_034_600 } } })).toBeUndefined();
  });

  it('reads the documented list: raw amounts bigint, UI amounts as text, numeric cycleFrequency', () => {
    const out = getRecurringOrdersResponseSchema.parse({ ...listExample, cursor: 'x' });
    const order = out.time?.[0];
    expect(order?.rawInDeposited).toBe(100_000_000n);
    expect(order?.inDeposited).toBe('100.0');
    expect(order?.cycleFrequency).toBe(60);
    expect(order?.closeTx).toBeNull();
    expect(order?.trades[0]).toMatchObject({ rawOutputAmount: 58_000_000n, outputAmount: '0.058', action: 'Fill' });
    expect(out).toHaveProperty('cursor', 'x');
    // The docs type cycleFrequency as a string.
    expect(
      getRecurringOrdersResponseSchema.parse({ ...listExample, time: [{ ...timeOrder, cycleFrequency: '60' }] })
        .time?.[0]?.cycleFrequency,
    ).toBe(60);
  });

  it('reads the all[] form by recurringType, keeps unknown actions and names a missing field', () => {
    const out = getRecurringOrdersResponseSchema.parse({
      ...listExample,
      time: undefined,
      all: [
        { ...timeOrder, recurringType: 'time', trades: [{ ...trade, action: 'Withdraw' }] },
        { userPubkey: USER, orderKey: ORDER, inputMint: USDC, outputMint: SOL, recurringType: 'price' },
      ],
    });
    expect(out.all?.map((o) => o.recurringType)).toEqual(['time', 'price']);
    const first = out.all?.[0];
    expect(first?.recurringType === 'time' && first.trades[0]?.action).toBe('Withdraw');
    const { rawInUsed: _r, ...broken } = timeOrder;
    const bad = getRecurringOrdersResponseSchema.safeParse({ ...listExample, time: [broken] });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['time.0.rawInUsed']);
    for (const key of ['user', 'orderStatus', 'totalPages', 'page'] as const) {
      const { [key]: _dropped, ...rest } = listExample;
      const r = getRecurringOrdersResponseSchema.safeParse(rest);
      expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual([key]);
    }
  });

  it('reads both execute outcomes; signature is required on success only', () => {
    expect(
      executeRecurringResponseSchema.parse({ status: 'Success', signature: '5UfDuX7h', order: ORDER, error: null }),
    ).toMatchObject({ status: 'Success', order: ORDER });
    const failed = executeRecurringResponseSchema.parse({
      status: 'Failed',
      order: null,
      error: 'Insufficient funds for the operation requested.',
    });
    expect(failed.error).toBe('Insufficient funds for the operation requested.');
    expect(executeRecurringResponseSchema.parse({ status: 'Pending', signature: 's' }).status).toBe('Pending');
    const noSig = executeRecurringResponseSchema.safeParse({ status: 'Success', error: null });
    expect(noSig.error?.issues.map((i) => i.path.join('.'))).toEqual(['signature']);
  });
});

describe('recurring endpoints', () => {
  it('createOrder posts the wire body with the API key and no bearer token', async () => {
    const fake = fakeFetch({ json: { requestId: REQUEST_ID, transaction: TX } });
    const out = await createOrder(testClient(fake), create);
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/recurring/v1/createOrder');
    expect(fake.last.body).toEqual({
      user: USER,
      inputMint: SOL,
      outputMint: USDC,
      params: {
        time: { inAmount: 1_000_000_000, numberOfOrders: 10, interval: 86400, minPrice: null, maxPrice: null },
      },
    });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(out).toEqual({ requestId: REQUEST_ID, transaction: TX });
  });

  it('cancelOrder posts order, user and recurringType', async () => {
    const fake = fakeFetch({ json: { requestId: REQUEST_ID, transaction: TX } });
    await cancelOrder(testClient(fake), { order: ORDER, user: USER, recurringType: 'time' });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/recurring/v1/cancelOrder');
    expect(fake.last.body).toEqual({ order: ORDER, user: USER, recurringType: 'time' });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
  });

  it('executeRecurring posts requestId and signedTransaction, and returns a failure as data', async () => {
    const fake = fakeFetch({ json: { status: 'Failed', signature: '', order: null, error: 'Insufficient funds' } });
    const out = await executeRecurring(testClient(fake), { requestId: REQUEST_ID, signedTransaction: TX });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/recurring/v1/execute');
    expect(fake.last.body).toEqual({ requestId: REQUEST_ID, signedTransaction: TX });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(out).toMatchObject({ status: 'Failed', order: null, error: 'Insufficient funds' });
  });

  it('getRecurringOrders sends every query parameter by name', async () => {
    const fake = fakeFetch({ json: listExample });
    await getRecurringOrders(testClient(fake), {
      user: USER,
      orderStatus: 'history',
      recurringType: 'time',
      page: 2,
      mint: SOL,
      includeFailedTx: false,
    });
    expect(fake.last.method).toBe('GET');
    expect(fake.last.url.pathname).toBe('/recurring/v1/getRecurringOrders');
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({
      user: USER,
      orderStatus: 'history',
      recurringType: 'time',
      page: '2',
      mint: SOL,
      includeFailedTx: 'false',
    });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
  });

  it('getRecurringOrders refuses page 0, unknown enums and a missing includeFailedTx before sending', async () => {
    const fake = fakeFetch({ json: listExample });
    const good = {
      user: USER,
      orderStatus: 'active',
      recurringType: 'all',
      page: 1,
      includeFailedTx: true,
    } as const;
    await getRecurringOrders(testClient(fake), good);
    const { includeFailedTx: _i, ...noFlag } = good;
    const bad: [string, object][] = [
      ['page', { ...good, page: 0 }],
      ['orderStatus', { ...good, orderStatus: 'open' }],
      ['recurringType', { ...good, recurringType: 'dca' }],
      ['includeFailedTx', noFlag],
    ];
    for (const [field, params] of bad) {
      const e = await apiFailure(getRecurringOrders(testClient(fake), params as GetRecurringOrdersParams));
      expect(e.issues.map((i) => i.split(':')[0])).toEqual([field]);
    }
    const e = await apiFailure(
      cancelOrder(testClient(fake), { order: ORDER, user: USER, recurringType: 'all' } as never),
    );
    expect(e.issues.map((i) => i.split(':')[0])).toEqual(['recurringType']);
    expect(fake.calls).toHaveLength(1);
  });

  it('refuses bad input before sending', async () => {
    const fake = fakeFetch({ json: {} });
    const e = await apiFailure(
      createOrder(testClient(fake), { ...create, params: { time: { ...create.params.time, interval: 0 } } }),
    );
    expect(e.kind).toBe('invalid-request');
    expect(e.issues[0]).toMatch(/^params\.time\.interval:/);
    expect(fake.calls).toHaveLength(0);
  });
});

describe('recurringQueries', () => {
  const filters = { orderStatus: 'active', recurringType: 'time', page: 1, includeFailedTx: false } as const;

  it('keys by family, endpoint, operation and params, and waits for a wallet', async () => {
    const fake = fakeFetch({ json: listExample });
    const client = testClient(fake);
    const q = recurringQueries.list(client, { ...filters, user: USER });
    expect(q.queryKey).toEqual(['recurring', 'http://api.test', 'list', USER, filters]);
    expect(recurringQueries.list(client, { ...filters, user: undefined }).queryFn).toBe(skipToken);
    const out = await new QueryClient().query(q);
    expect(out.time?.[0]?.rawInUsed).toBe(10_000_000n);
    expect(fake.last.url.searchParams.get('user')).toBe(USER);
  });
});

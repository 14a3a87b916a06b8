import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  eventListSchema,
  eventSchema,
  executeOrderResponseSchema,
  historyEventSchema,
  marketSchema,
  orderbookSchema,
  orderStatusSchema,
  positionSchema,
} from './schemas';
import {
  createOrderResponse,
  historyEvent,
  OWNER,
  pagination,
  position,
  POSITION,
  specEvent,
  supplementMarket,
} from './test-fixtures';

const issuePaths = (r: { error?: z.core.$ZodError | undefined }) => r.error?.issues.map((i) => i.path) ?? [];

describe('market (spec §2.7, supplement §11)', () => {
  it('parses the supplement example: provider alias, micro-USD pricing as bigint, Unix-second times', () => {
    const m = marketSchema.parse(supplementMarket);
    expect(m.provider).toBe('provider_b');
    expect(m.pricing).toEqual({
      buyYesPriceUsd: 650_000n,
      buyNoPriceUsd: 380_000n,
      sellYesPriceUsd: 620_000n,
      sellNoPriceUsd: 350_000n,
      volume: 450_000n,
    });
    expect(m).toMatchObject({ title: 'SOL $500 by Q2 2026', openTime: 1704067200, closeTime: 1719792000 });
    expect(m.status).toBe('open');
    expect(m.result).toBeNull();
  });

  it('maps kalshi, polymarket and bisonfi, keeps gx and other unknown values as strings', () => {
    expect(marketSchema.parse({ ...supplementMarket, provider: 'kalshi' }).provider).toBe('provider_a');
    expect(marketSchema.parse({ ...supplementMarket, provider: 'polymarket' }).provider).toBe('provider_b');
    expect(marketSchema.parse({ ...supplementMarket, provider: 'bisonfi' }).provider).toBe('provider_c');
    expect(marketSchema.parse({ ...supplementMarket, provider: 'gx' }).provider).toBe('gx');
    expect(marketSchema.parse({ ...supplementMarket, status: 'halted' }).status).toBe('halted');
  });

  it('does not need the removed metadata object but keeps it when sent (Versioning 5)', () => {
    const legacy = { ...supplementMarket, metadata: { title: 'old', openTime: 1 } };
    expect(marketSchema.parse(legacy)).toMatchObject({ title: 'SOL $500 by Q2 2026', metadata: { title: 'old' } });
    expect(marketSchema.parse(supplementMarket)).not.toHaveProperty('metadata');
  });

  it('takes a title that is only inside metadata (the published pre-Versioning 5 answer); none is still a market', () => {
    const { title, ...rest } = supplementMarket;
    expect(marketSchema.parse({ ...rest, metadata: { title } }).title).toBe(title);
    expect(marketSchema.parse({ ...supplementMarket, metadata: { title: 'old' } }).title).toBe(title);
    expect(marketSchema.parse(rest).title).toBeUndefined();
    expect(issuePaths(marketSchema.safeParse({ ...rest, openTime: 'x' }))).toEqual([['openTime']]);
  });

  it('names a missing marketId and refuses a fractional micro-USD price', () => {
    const { marketId: _drop, ...noId } = supplementMarket;
    expect(issuePaths(marketSchema.safeParse(noId))).toEqual([['marketId']]);
    const fractional = { ...supplementMarket, pricing: { ...supplementMarket.pricing, buyYesPriceUsd: 0.65 } };
    expect(issuePaths(marketSchema.safeParse(fractional))).toEqual([['pricing', 'buyYesPriceUsd']]);
  });

  it('accepts team and liveScore of any shape, or null', () => {
    const team = { name: 'Lakers', abbreviation: 'LAL' };
    expect(marketSchema.parse({ ...supplementMarket, team }).team).toEqual(team);
    expect(marketSchema.parse({ ...supplementMarket, team: null }).team).toBeNull();
    const liveScore = { score: '2-0', period: '2H' };
    expect(eventSchema.parse({ ...specEvent, liveScore }).liveScore).toEqual(liveScore);
  });
});

describe('event (spec §2.7)', () => {
  it('parses every spec field, volumes as bigint micro-USD, extra fields kept', () => {
    const e = eventSchema.parse({ ...specEvent, volume24hr: 85000000, newField: 'x' });
    expect(e.volumeUsd).toBe(1_250_000_000n);
    expect(e.volume24hr).toBe(85_000_000n);
    expect(e.metadata?.title).toBe('SOL price targets');
    expect(e.markets?.[0]?.pricing?.volume).toBe(450_000n);
    expect(e).toHaveProperty('newField', 'x');
  });

  it('reads a script URL as the event image as null (issue 11 §5)', () => {
    const hostile = { ...specEvent, metadata: { ...specEvent.metadata, imageUrl: 'javascript:alert(1)' } };
    expect(eventSchema.parse(hostile).metadata?.imageUrl).toBeNull();
    expect(eventSchema.parse(specEvent).metadata?.imageUrl).toBe('https://example.test/sol.png');
  });

  it('keeps an unknown category and parses an event without markets', () => {
    const { markets: _m, ...noMarkets } = specEvent;
    const e = eventSchema.parse({ ...noMarkets, category: 'weather' });
    expect(e.category).toBe('weather');
    expect(e.markets).toBeUndefined();
  });

  it('names a missing field deep inside a list response', () => {
    const { openTime: _o, ...market } = supplementMarket;
    const r = eventListSchema.safeParse({ data: [{ ...specEvent, markets: [market] }], pagination });
    expect(issuePaths(r)).toEqual([['data', 0, 'markets', 0, 'openTime']]);
    const { isActive: _a, ...event } = specEvent;
    expect(issuePaths(eventListSchema.safeParse({ data: [event], pagination }))).toEqual([['data', 0, 'isActive']]);
    expect(issuePaths(eventListSchema.safeParse({ data: [] }))).toEqual([['pagination']]);
  });
});

describe('createOrder request', () => {
  const buy = { ownerPubkey: OWNER, marketId: 'market-456', isYes: true, isBuy: true, depositAmount: 5_000_000n };

  it('encodes a 5 USD buy with the amount as a string', () => {
    expect(z.encode(createOrderRequestSchema, buy)).toEqual({ ...buy, depositAmount: '5000000' });
  });

  it('requires ownerPubkey, isYes and isBuy on every order', () => {
    for (const key of ['ownerPubkey', 'isYes', 'isBuy'] as const) {
      const { [key]: _dropped, ...rest } = buy;
      expect(issuePaths(z.safeEncode(createOrderRequestSchema, rest as typeof buy))).toContainEqual([key]);
    }
  });

  it('refuses a buy under 5 USD or without amount or market (Versioning 5)', () => {
    const under = z.safeEncode(createOrderRequestSchema, { ...buy, depositAmount: 4_999_999n });
    expect(issuePaths(under)).toEqual([['depositAmount']]);
    expect(under.error?.issues[0]?.message).toBe('Minimum order is $5');
    const { depositAmount: _d, marketId: _m, ...bare } = buy;
    expect(issuePaths(z.safeEncode(createOrderRequestSchema, bare))).toEqual([['marketId'], ['depositAmount']]);
  });

  it('needs a position and exactly one contract quantity for a sell', () => {
    const sell = { ownerPubkey: OWNER, isYes: true, isBuy: false, positionPubkey: POSITION };
    expect(z.encode(createOrderRequestSchema, { ...sell, contractsDecimal: '2.5' })).toEqual({
      ...sell,
      contractsDecimal: '2.5',
    });
    expect(z.encode(createOrderRequestSchema, { ...sell, contractsMicro: 2_500_000n })).toMatchObject({
      contractsMicro: '2500000',
    });
    expect(issuePaths(z.safeEncode(createOrderRequestSchema, sell))).toEqual([['contracts']]);
    const both = { ...sell, contracts: 2n, contractsDecimal: '2' };
    expect(issuePaths(z.safeEncode(createOrderRequestSchema, both))).toEqual([['contracts']]);
    const { positionPubkey: _p, ...noPosition } = sell;
    expect(issuePaths(z.safeEncode(createOrderRequestSchema, { ...noPosition, contracts: 1n }))).toEqual([
      ['positionPubkey'],
    ]);
  });
});

describe('order responses (supplement §11)', () => {
  it('parses CreateOrderResponse: micro-USD as bigint, decimals as strings, opaque context kept', () => {
    const r = createOrderResponseSchema.parse(createOrderResponse);
    expect(r.order.orderCostUsd).toBe(5_000_000n);
    expect(r.order.estimatedTotalFeeUsd).toBe(25_000n);
    expect(r.order.contractsMicro).toBe(7_692_307n);
    expect(r.order.contractsDecimal).toBe('7.692307');
    expect(r.order.minSellPriceUsd).toBeNull();
    expect(r.execution?.context).toEqual({ type: 'create_order', nonce: 7 });
    expect(r.requiredSigners).toEqual([OWNER]);
  });

  it('accepts a Forecast response without transaction, txMeta or order account', () => {
    const forecast = {
      ...createOrderResponse,
      transaction: null,
      txMeta: null,
      executionModel: 'atomic_swap',
      order: { ...createOrderResponse.order, orderPubkey: null },
    };
    const r = createOrderResponseSchema.parse(forecast);
    expect(r.transaction).toBeNull();
    expect(r.order.orderPubkey).toBeNull();
    const { order: _o, ...noOrder } = createOrderResponse;
    expect(issuePaths(createOrderResponseSchema.safeParse(noOrder))).toEqual([['order']]);
  });

  it('keeps unknown status values of order status, execute and history', () => {
    const status = orderStatusSchema.parse({
      orderPubkey: 'o',
      status: 'expired',
      history: [{ eventType: 'order_created', status: 'created', rawStatus: 'x', timestamp: 1 }],
    });
    expect(status.status).toBe('expired');
    expect(status.history[0]?.status).toBe('created');
    expect(executeOrderResponseSchema.parse({ status: 'Pending', signature: null, error: null }).status).toBe(
      'Pending',
    );
    expect(historyEventSchema.parse({ ...historyEvent, eventType: 'order_expired' }).eventType).toBe('order_expired');
  });

  it('names the required fields of create-order and execute responses', () => {
    const { requiredSigners: _r, ...noSigners } = createOrderResponse;
    expect(issuePaths(createOrderResponseSchema.safeParse(noSigners))).toEqual([['requiredSigners']]);
    const { transaction: _t, ...noTx } = createOrderResponse;
    expect(issuePaths(createOrderResponseSchema.safeParse(noTx))).toEqual([['transaction']]);
    expect(issuePaths(executeOrderResponseSchema.safeParse({ status: 'Failed', error: 'x' }))).toEqual([['signature']]);
    expect(issuePaths(executeOrderResponseSchema.safeParse({ status: 'Success', signature: 's' }))).toEqual([
      ['error'],
    ]);
  });

  it('reads position money from strings and numbers, signed values included', () => {
    const p = positionSchema.parse(position);
    expect(p.pnlUsd).toBe(-150_000n);
    expect(p.realizedPnlUsd).toBe(-20_000n);
    expect(p.valueUsd).toBeNull();
    expect(p.marketMetadata?.provider).toBe('provider_b');
    const h = historyEventSchema.parse(historyEvent);
    expect(h.depositAmountUsd).toBe(5_000_000n);
  });

  it('accepts a null orderbook and tuples of price and size', () => {
    expect(orderbookSchema.parse(null)).toBeNull();
    const book = { yes: [[65, 100]], no: [[35, 40]], yes_dollars: [['0.6500', 100]], no_dollars: [['0.3500', 40]] };
    expect(orderbookSchema.parse(book)?.yes_dollars[0]).toEqual(['0.6500', 100]);
    expect(issuePaths(orderbookSchema.safeParse({ ...book, yes: [['65', 100]] }))).toEqual([['yes', 0, 0]]);
  });
});

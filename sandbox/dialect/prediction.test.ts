import { describe, expect, it } from 'vitest';
import { realAnswer, specQuery } from './dialect';

const answer = (method: string, path: string, body: unknown) =>
  realAnswer({ method, path, status: 200, body }) as Record<string, unknown>;

describe('prediction in the real dialect', () => {
  it('names every provider by its real value, at any depth', () => {
    const body = {
      data: [
        { eventId: 'POLY-1', provider: 'provider_b', markets: [{ provider: 'provider_c' }] },
        { eventId: 'KX-1', provider: 'provider_a' },
      ],
    };
    expect(answer('GET', '/prediction/v1/events', body)).toEqual({
      data: [
        { eventId: 'POLY-1', provider: 'polymarket', markets: [{ provider: 'bisonfi' }] },
        { eventId: 'KX-1', provider: 'kalshi' },
      ],
    });
  });

  it('answers positions without marketId in their marketMetadata', () => {
    const position = {
      pubkey: 'P',
      marketId: 'M',
      marketMetadata: { marketId: 'M', title: 't', provider: 'provider_b' },
    };
    const list = answer('GET', '/prediction/v1/positions', { data: [position], pagination: {} });
    expect(list.data).toEqual([{ pubkey: 'P', marketId: 'M', marketMetadata: { title: 't', provider: 'polymarket' } }]);
    expect(answer('GET', '/prediction/v1/positions/P', position).marketMetadata).toEqual({
      title: 't',
      provider: 'polymarket',
    });
  });

  it('answers a claim without the position owner', () => {
    const claim = { transaction: 'tx', position: { positionPubkey: 'P', ownerPubkey: 'O', userPubkey: 'O' } };
    expect(answer('POST', '/prediction/v1/positions/P/claim', claim).position).toEqual({
      positionPubkey: 'P',
      userPubkey: 'O',
    });
  });
});

describe('queries in either vocabulary', () => {
  it('reads the real names as the spec names', () => {
    expect(specQuery('/prediction/v1/events', { provider: 'kalshi' })).toEqual({ provider: 'provider_a' });
    expect(specQuery('/swap/v2/order', { jitoTipLamports: '5', excludeRouters: 'metis,okx' })).toEqual({
      jitoTipLamports: '5',
      mevTipLamports: '5',
      excludeRouters: 'aggregator_a,aggregator_c',
    });
    expect(specQuery('/swap/v1/quote', { forJitoBundle: 'true' })).toMatchObject({ forMevBundle: 'true' });
  });

  it('hands back the same object when the query is already the spec', () => {
    const query = { provider: 'provider_b', mevTipLamports: '1', excludeRouters: 'rfq_mm' };
    expect(specQuery('/prediction/v1/events', query)).toBe(query);
  });
});

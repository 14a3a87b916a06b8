import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { claimPositionResponseSchema, eventSchema, positionListSchema } from './schemas';
import { OWNER, pagination, position, POSITION, specEvent, supplementMarket } from './test-fixtures';

const TX = 'AQABAgM=';

describe('prediction answers in the published forms (issue 25)', () => {
  it('reads a position whose marketMetadata has no marketId; the position’s own marketId stays required', () => {
    const meta = { title: 'SOL $500 by Q2 2026', status: 'closed', result: 'yes' };
    const list = positionListSchema.parse({ data: [{ ...position, marketMetadata: meta }], pagination });
    expect(list.data[0]?.marketId).toBe('market-456');
    expect(list.data[0]?.marketMetadata?.marketId).toBeUndefined();
    const { marketId: _m, ...noId } = position;
    const r = z.safeParse(positionListSchema, { data: [noId], pagination });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['data.0.marketId']);
  });

  it('reads a claim without ownerPubkey; its transaction and contracts stay required', () => {
    const claim = {
      transaction: TX,
      txMeta: { blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 1 },
      position: { positionPubkey: POSITION, userPubkey: OWNER, isYes: true, contracts: '7' },
    };
    expect(claimPositionResponseSchema.parse(claim).position.ownerPubkey).toBeUndefined();
    const { contracts: _c, ...noContracts } = claim.position;
    const r = z.safeParse(claimPositionResponseSchema, { ...claim, position: noContracts });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['position.contracts']);
  });

  it('reads an event whose market has no title at all', () => {
    const { title: _t, ...untitled } = supplementMarket;
    const event = eventSchema.parse({ ...specEvent, markets: [untitled] });
    expect(event.markets?.[0]?.marketId).toBe(supplementMarket.marketId);
  });
});

import { describe, expect, it } from 'vitest';
import type { TxRecord } from '../../../lib/tx/record';
import { mergeActivity, ofProduct, productCounts } from './merge';
import type { ServiceEvent } from './model';

const ME = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';

const record = (id: string, kind: string, createdAt: number, signature: string | null): TxRecord => ({
  id,
  kind,
  wallet: ME,
  land: 'rpc',
  signature,
  signedTransaction: 'AQID',
  blockhash: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  lastValidBlockHeight: 1,
  createdAt,
  submittedAt: null,
  updatedAt: createdAt,
  status: 'confirmed',
  summary: id,
});

const event = (id: string, at: number | null, signature: string | null, over: Partial<ServiceEvent> = {}) => ({
  id,
  product: 'limit' as const,
  at,
  title: id,
  detail: '',
  signature,
  ...over,
});

describe('mergeActivity', () => {
  it('keeps one entry per signature (this browser’s record wins), one per id, newest first, undated last', () => {
    const items = mergeActivity(
      [record('placed here', 'order', 1_000, 'sigA'), record('swap', 'swap', 4_000, null)],
      [
        event('placed (service)', 1_000, 'sigA'),
        event('fill', 3_000, 'sigB'),
        event('fill again', 3_000, 'sigB'),
        event('resolved', 2_000, null, { product: 'predictions' }),
        event('resolved', 2_000, null, { product: 'predictions' }),
        event('liquidated', null, null, { product: 'lend' }),
      ],
    );
    expect(items.map((i) => [i.source, i.source === 'browser' ? i.record.id : i.id, i.product])).toEqual([
      ['browser', 'swap', 'swap'],
      ['service', 'fill', 'limit'],
      ['service', 'resolved', 'predictions'],
      ['browser', 'placed here', 'limit'],
      ['service', 'liquidated', 'lend'],
    ]);
  });

  it('is the same timeline in a browser with no records, from the services alone', () => {
    const events = [event('placed', 1_000, 'sigA'), event('fill', 3_000, 'sigB')];
    const here = mergeActivity([record('placed here', 'order', 1_000, 'sigA')], events);
    const elsewhere = mergeActivity([], events);
    expect(elsewhere.map((i) => i.signature)).toEqual(here.map((i) => i.signature));
    expect(elsewhere.map((i) => i.id)).toEqual(['fill', 'placed']);
  });
});

describe('product filter', () => {
  it('counts each product and keeps only the chosen one', () => {
    const items = mergeActivity(
      [record('bet', 'prediction', 5, 's1'), record('made', 'vault-deposit', 4, 's2')],
      [event('fill', 3, 's3'), event('resolved', 2, null, { product: 'predictions' })],
    );
    expect([...productCounts(items)]).toEqual([
      ['predictions', 2],
      ['other', 1],
      ['limit', 1],
    ]);
    expect(ofProduct(items, 'predictions').map((i) => i.id)).toEqual(['browser:bet', 'resolved']);
    expect(ofProduct(items, 'all')).toHaveLength(4);
  });
});

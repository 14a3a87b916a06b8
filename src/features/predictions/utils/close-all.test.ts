import { describe, expect, it } from 'vitest';
import { createOrderResponseSchema, orderbookSchema, positionSchema } from '../../../api/prediction/schemas';
import { createOrderResponse, position, twoLevelNoBook, USDC } from '../../../api/prediction/test-fixtures';
import { closeLinesOf, pairCloseOrders, totalMinProceeds } from './close-all';
import { quoteSell } from './ticket';

const book = orderbookSchema.parse(twoLevelNoBook);
// The fixture's book bids for NO contracts only: the YES position is one nobody buys.
const openWire = { ...position, isYes: false, claimable: false, contractsMicro: '5000000' };
const open = positionSchema.parse(openWire);
const other = positionSchema.parse({ ...openWire, pubkey: 'So11111111111111111111111111111111111111112', isYes: true });
const won = positionSchema.parse({ ...position, pubkey: 'Other1111111111111111111111111111111111111' });
const sellOrder = (positionPubkey: string, isBuy = false) =>
  createOrderResponseSchema.parse({
    ...createOrderResponse,
    order: { ...createOrderResponse.order, positionPubkey, isBuy },
  });

describe('closeLinesOf', () => {
  it('quotes each open position at the book and leaves out won and unsellable ones', () => {
    const { lines, pending, unsellable } = closeLinesOf(
      [open, other, won],
      () => book,
      () => USDC,
    );
    const quote = quoteSell(book, 'no', 5_000_000n);
    expect(pending).toBe(false);
    expect(lines).toEqual([
      {
        positionPubkey: open.pubkey,
        title: 'SOL $500 by Q2 2026',
        side: 'no',
        heldMicro: 5_000_000n,
        payoutMint: USDC,
        ...quote,
      },
    ]);
    expect(unsellable).toEqual(['YES · SOL $500 by Q2 2026']);
    expect(totalMinProceeds(lines)).toBe(quote?.minProceeds);
  });

  it('waits for a book or a payout mint still loading', () => {
    expect(
      closeLinesOf(
        [open],
        () => undefined,
        () => USDC,
      ).pending,
    ).toBe(true);
    expect(
      closeLinesOf(
        [open],
        () => book,
        () => undefined,
      ),
    ).toMatchObject({ pending: true, lines: [] });
  });
});

describe('pairCloseOrders', () => {
  const [line] = closeLinesOf(
    [open],
    () => book,
    () => USDC,
  ).lines;

  it('pairs each order with the line the user saw', () => {
    const order = sellOrder(open.pubkey);
    expect(pairCloseOrders([order], [line!])).toEqual({ pairs: [{ order, line }] });
  });

  it.each([
    ['a position not shown', [sellOrder(won.pubkey)]],
    ['the same position twice', [sellOrder(open.pubkey), sellOrder(open.pubkey)]],
    ['a buy', [sellOrder(open.pubkey, true)]],
  ])('refuses %s before any signature', (_, orders) => {
    const paired = pairCloseOrders(orders, [line!]);
    expect('problem' in paired && paired.problem).toMatch(/nothing was signed/);
  });
});

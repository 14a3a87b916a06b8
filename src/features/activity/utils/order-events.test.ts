import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { TimeRecurring } from '../../../api/recurring/schemas';
import { inviteSchema } from '../../../api/send/schemas';
import { orderHistoryItemSchema } from '../../../api/trigger/schemas';
import { SOL, USDC, WALLET, wireOrder } from '../../../api/trigger/test-fixtures';
import { inviteEvents, orderEvents, recurringEvents } from './order-events';

const order = (over: Record<string, unknown>) => z.parse(orderHistoryItemSchema, { ...wireOrder, ...over });

describe('orderEvents', () => {
  it('lists the placement and the fill, each with its signature, time and amounts', () => {
    expect(orderEvents([order({})])).toEqual([
      {
        id: `order:${wireOrder.id}:deposit:sig1`,
        product: 'limit',
        at: 1_704_000_000_000,
        signature: 'sig1',
        title: 'Limit order placed',
        detail: expect.stringMatching(/^Sell 1 SOL for USDC/) as string,
      },
      {
        id: `order:${wireOrder.id}:fill:sig2`,
        product: 'limit',
        at: 1_704_000_050_000,
        signature: 'sig2',
        title: 'Limit order filled',
        detail: expect.stringMatching(/: received 200 USDC$/) as string,
      },
    ]);
  });

  it('tells of returned funds, cancellation and expiry; skips failed and pending events', () => {
    const events = orderEvents([
      order({
        orderState: 'cancelled',
        events: [
          { type: 'fill', timestamp: 5, txSignature: 'bad', state: 'failed' },
          { type: 'withdrawal', timestamp: 6, txSignature: 'w', state: 'success', mint: SOL, amount: '500000000' },
          { type: 'cancelled', timestamp: 6, txSignature: 'w', state: 'success' },
          { type: 'expired', timestamp: 7, txSignature: null, state: 'pending' },
        ],
      }),
      order({ id: 'e', orderState: 'expired', events: [{ type: 'expired', timestamp: 9, txSignature: null }] }),
    ]);
    expect(events.map((e) => [e.title, e.signature])).toEqual([
      ['Order funds returned', 'w'],
      ['Limit order cancelled', 'w'],
      ['Limit order expired', null],
    ]);
    expect(events[0]?.detail).toMatch(/: 0\.5 SOL$/);
  });
});

describe('recurringEvents', () => {
  it('lists the start, each executed round (not failed ones) and the close, in raw amounts shown with decimals', () => {
    const o = {
      orderKey: 'rec1',
      inputMint: USDC,
      outputMint: SOL,
      rawInDeposited: 100_000_000n,
      rawInUsed: 100_000_000n,
      rawOutReceived: 660_000_000n,
      openTx: 'open',
      closeTx: 'close',
      userClosed: false,
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-01-03T00:00:00Z',
      trades: [
        {
          rawInputAmount: 50_000_000n,
          rawOutputAmount: 330_000_000n,
          inputMint: USDC,
          outputMint: SOL,
          txId: 't1',
          confirmedAt: '2024-01-02T00:00:00Z',
          action: 'Fill',
        },
        {
          rawInputAmount: 1n,
          rawOutputAmount: 1n,
          inputMint: USDC,
          outputMint: SOL,
          txId: 't2',
          confirmedAt: '2024-01-02T01:00:00Z',
          action: 'Failed',
        },
      ],
    } as unknown as TimeRecurring;
    expect(recurringEvents([o]).map((e) => [e.id, e.title, e.detail, e.signature, e.at])).toEqual([
      ['recurring:rec1:open', 'Recurring order started', 'Deposited 100 USDC', 'open', Date.UTC(2024, 0, 1)],
      [
        'recurring:rec1:round:t1',
        'Recurring order: a round ran',
        'Spent 50 USDC, bought 0.33 SOL',
        't1',
        Date.UTC(2024, 0, 2),
      ],
      [
        'recurring:rec1:close',
        'Recurring order completed',
        'Bought 0.66 SOL with 100 USDC',
        'close',
        Date.UTC(2024, 0, 3),
      ],
    ]);
  });
});

describe('inviteEvents', () => {
  const OTHER = 'GokivDYuQXPZCWRkwMhdH2h91KpDQXBEmpgBgs55bnpH';
  const invite = (over: Record<string, unknown>) =>
    z.parse(inviteSchema, {
      invite_signer: WALLET,
      invite_pda: 'pda',
      sender: WALLET,
      receiver: null,
      mint: USDC,
      amount: '5000000',
      expiry: 1_704_100_000,
      creation_time: 1_704_000_000,
      creation_tx: 'made',
      deletion_time: null,
      action: 'created',
      confirmed: true,
      ...over,
    });
  const labelOf = (mint: string) => (mint === USDC ? { symbol: 'USDC', decimals: 6 } : undefined);

  it('tells the sender of the invite and of its claim, and the recipient of their claim', () => {
    const claimed = invite({ action: 'claimed', receiver: OTHER, deletion_time: 1_704_000_500, deletion_tx: 'took' });
    expect(inviteEvents([claimed], WALLET, labelOf).map((e) => [e.title, e.detail, e.signature, e.at])).toEqual([
      ['Invite sent', 'Invite of 5 USDC', 'made', 1_704_000_000_000],
      ['Invite claimed by its recipient', 'Invite of 5 USDC', 'took', 1_704_000_500_000],
    ]);
    expect(inviteEvents([claimed], OTHER, labelOf).map((e) => e.title)).toEqual(['You claimed an invite']);
    expect(inviteEvents([invite({ action: 'clawback', deletion_tx: 'back' })], WALLET, labelOf)[1]?.title).toBe(
      'Invite clawed back',
    );
  });
});

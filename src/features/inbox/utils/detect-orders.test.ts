import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { TimeRecurring } from '../../../api/recurring/schemas';
import { inviteSchema } from '../../../api/send/schemas';
import { orderHistoryItemSchema } from '../../../api/trigger/schemas';
import { SOL, USDC, WALLET, wireOrder } from '../../../api/trigger/test-fixtures';
import { detectInvites, detectOrders, detectRecurring } from './detect-orders';
import { DAY_MS } from './model';

const NOW = 1_704_000_100_000;
const order = (over: Record<string, unknown>) => z.parse(orderHistoryItemSchema, { ...wireOrder, ...over });
const fill = (timestamp: number, sig: string, out: string) => ({
  type: 'fill',
  timestamp,
  txSignature: sig,
  state: 'success',
  outputMint: USDC,
  outputAmount: out,
});

describe('detectOrders', () => {
  it('says a filled order is filled, with what it received and an id from its fill', () => {
    const [item, ...rest] = detectOrders([order({})], WALLET, NOW);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      id: `order-fill:${wireOrder.id}:sig2`,
      kind: 'order-filled',
      at: 1_704_000_050_000,
      title: 'Limit order filled',
    });
    expect(item?.detail).toContain('received 200 USDC');
  });

  it('gives each fill of a still-open order its own "partly filled" item, stable across polls', () => {
    const partly = order({
      orderState: 'open',
      rawState: 'open',
      expiresAt: NOW + 10 * DAY_MS,
      events: [fill(NOW - 2_000, 'a', '1000000'), fill(NOW - 1_000, 'b', '2000000')],
    });
    const first = detectOrders([partly], WALLET, NOW);
    expect(first.map((i) => [i.id, i.kind])).toEqual([
      [`order-fill:${wireOrder.id}:a`, 'order-partly-filled'],
      [`order-fill:${wireOrder.id}:b`, 'order-partly-filled'],
    ]);
    expect(detectOrders([partly], WALLET, NOW + 60_000).map((i) => i.id)).toEqual(first.map((i) => i.id));
  });

  it('counts a filled order without events as one fill, and skips failed fills and old ones', () => {
    expect(detectOrders([order({ events: [] })], WALLET, NOW).map((i) => i.id)).toEqual([
      `order-fill:${wireOrder.id}:final`,
    ]);
    const failed = order({
      orderState: 'open',
      expiresAt: NOW + 9 * DAY_MS,
      events: [{ ...fill(NOW, 'x', '1'), state: 'failed' }],
    });
    expect(detectOrders([failed], WALLET, NOW)).toEqual([]);
    expect(detectOrders([order({})], WALLET, NOW + 8 * DAY_MS)).toEqual([]);
  });

  it('flags an open order expiring within 24 h (renew), not one expiring later or already expired', () => {
    const open = (expiresAt: number, over: Record<string, unknown> = {}) =>
      order({
        id: String(expiresAt),
        orderState: 'open',
        rawState: 'open',
        events: [],
        expiresAt,
        remainingInputAmount: '1000000000',
        ...over,
      });
    const items = detectOrders([open(NOW + DAY_MS - 1), open(NOW + DAY_MS + 1), open(NOW - 1)], WALLET, NOW);
    expect(items).toEqual([
      expect.objectContaining({
        id: `order-expiring:${String(NOW + DAY_MS - 1)}`,
        kind: 'order-expiring',
        at: NOW - 1,
      }),
    ]);
    expect(items[0]?.action).toMatchObject({
      kind: 'renew',
      wallet: WALLET,
      cancel: { action: { run: { kind: 'order', withdraw: false } } },
      draft: { condition: 'Sell above', amount: 1_000_000_000n, triggerPriceUsd: 200 },
    });
  });

  it('sends a bracket order it cannot place again as it was to the limit orders page to renew', () => {
    const oco = order({ orderType: 'oco', orderState: 'open', rawState: 'open', events: [], expiresAt: NOW + 1_000 });
    expect(detectOrders([oco], WALLET, NOW)[0]?.action).toMatchObject({ kind: 'open', to: '/limit-orders' });
  });
});

describe('detectRecurring', () => {
  const trade = (confirmedAt: string, action: string, txId: string) => ({
    orderKey: 'rec1',
    inputMint: USDC,
    outputMint: SOL,
    rawInputAmount: 5_000_000n,
    rawOutputAmount: 33_000_000n,
    txId,
    confirmedAt,
    action,
  });
  it('gives each executed round an item with what it spent and bought; failed rounds are not news', () => {
    const o = {
      orderKey: 'rec1',
      trades: [
        trade(new Date(NOW - 5_000).toISOString(), 'Fill', 't1'),
        trade(new Date(NOW).toISOString(), 'Failed', 't2'),
      ],
    } as unknown as TimeRecurring;
    const items = detectRecurring([o], NOW);
    expect(items.map((i) => [i.id, i.kind, i.at])).toEqual([
      ['recurring-round:rec1:t1', 'recurring-round', NOW - 5_000],
    ]);
    expect(items[0]?.detail).toBe('Spent 5 USDC, bought 0.033 SOL');
  });
});

describe('detectInvites', () => {
  const PDA = 'Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS';
  const invite = (over: Record<string, unknown>) =>
    z.parse(inviteSchema, {
      invite_signer: WALLET,
      invite_pda: PDA,
      sender: WALLET,
      receiver: null,
      mint: USDC,
      amount: '5000000',
      expiry: (NOW + DAY_MS / 2) / 1000,
      creation_time: (NOW - DAY_MS) / 1000,
      deletion_time: null,
      action: 'created',
      confirmed: true,
      ...over,
    });
  const labelOf = (mint: string) => (mint === USDC ? { symbol: 'USDC', decimals: 6 } : undefined);

  it('offers to claw back a pending invite expiring within 24 h, through its own clawback', () => {
    const items = detectInvites(
      [invite({}), invite({ invite_pda: 'later', expiry: (NOW + 2 * DAY_MS) / 1000 })],
      [],
      WALLET,
      labelOf,
      NOW,
    );
    expect(items.map((i) => i.id)).toEqual([`invite-expiring:${PDA}`]);
    expect(items[0]?.action).toMatchObject({
      kind: 'run',
      item: { action: { run: { kind: 'clawback', vars: { invitePDA: PDA } } } },
    });
  });

  it('tells of a claimed invite from the history, not of clawed-back ones', () => {
    const claimed = invite({ action: 'claimed', deletion_time: (NOW - 1_000) / 1000 });
    const back = invite({ invite_pda: 'back', action: 'clawback', deletion_time: NOW / 1000 });
    const items = detectInvites([], [claimed, back], WALLET, labelOf, NOW);
    expect(items).toEqual([
      expect.objectContaining({ id: `invite-claimed:${PDA}`, kind: 'invite-claimed', at: NOW - 1_000 }),
    ]);
    expect(items[0]?.detail).toBe('Your invite of 5 USDC was claimed');
  });
});

import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { getRecurringOrdersResponseSchema } from '../../../api/recurring/schemas';
import { inviteSchema } from '../../../api/send/schemas';
import { orderHistoryItemSchema } from '../../../api/trigger/schemas';
import { SOL, USDC, WALLET, wireOrder } from '../../../api/trigger/test-fixtures';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { idleVaultItems, inviteItems, orderItems, recurringItems } from './value-orders';

const prices: Record<string, number> = { [SOL]: 150, [USDC]: 1 };
const priceOf = (mint: string) => prices[mint] ?? null;
const labelOf = (mint: string) => Object.values(KNOWN_TOKENS).find((t) => t.mint === mint);
const NOW = 1704000000000;

const order = (over: Record<string, unknown>) => z.parse(orderHistoryItemSchema, { ...wireOrder, events: [], ...over });

describe('limit orders', () => {
  const open = order({ id: 'open-1', orderState: 'open', rawState: 'open', remainingInputAmount: '750000000' });
  const expired = order({ id: 'exp-1', orderState: 'expired', rawState: 'expired', remainingInputAmount: '250000000' });
  const filled = order({ id: 'done-1' });

  it('values open orders by remaining input and expired ones by the funds left in the vault', () => {
    const items = orderItems([open, expired, filled], WALLET, priceOf, NOW);
    expect(items.map((i) => [i.id, i.holds, i.usd, i.action?.verb])).toEqual([
      ['limit:open-1', '0.75 SOL', 112_500_000n, 'Cancel'],
      ['limit:exp-1', '0.25 SOL', 37_500_000n, 'Withdraw'],
    ]);
    const run = items[1]?.action?.run;
    expect(run).toMatchObject({ kind: 'order', withdraw: true, vars: { wallet: WALLET, order: { id: 'exp-1' } } });
  });

  it('counts only what the vault holds beyond the listed orders', () => {
    const held = new Map([
      [SOL, 1_500_000_000n],
      [USDC, 0n],
    ]);
    const items = idleVaultItems(held, [open, expired, filled], priceOf);
    expect(items.map((i) => [i.id, i.holds, i.usd, i.action])).toEqual([
      ['vault:' + SOL, '0.5 SOL', 75_000_000n, null],
    ]);
    expect(idleVaultItems(new Map([[SOL, 1_000_000_000n]]), [open, expired], priceOf)).toEqual([]);
  });
});

describe('recurring', () => {
  const wire = {
    userPubkey: WALLET,
    orderKey: 'key-1',
    inputMint: USDC,
    outputMint: SOL,
    inDeposited: '100',
    inWithdrawn: '0',
    rawInDeposited: '100000000',
    rawInWithdrawn: '0',
    cycleFrequency: 86400,
    outWithdrawn: '0.1',
    inAmountPerCycle: '25',
    minOutAmount: '0',
    maxOutAmount: '0',
    inUsed: '25',
    outReceived: '0.2',
    rawOutWithdrawn: '100000000',
    rawInAmountPerCycle: '25000000',
    rawMinOutAmount: '0',
    rawMaxOutAmount: '0',
    rawInUsed: '25000000',
    rawOutReceived: '200000000',
    openTx: 'open',
    closeTx: '',
    userClosed: false,
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
    trades: [],
    numberOfOrders: 4,
  };

  it('is worth the input left in escrow plus bought output not yet sent, and cancels for that input', () => {
    const list = z.parse(getRecurringOrdersResponseSchema, {
      user: WALLET,
      orderStatus: 'active',
      time: [wire],
      page: 1,
      totalPages: 1,
    });
    const [item] = recurringItems(list.time ?? [], WALLET, labelOf, priceOf);
    expect(item?.holds).toBe('75 USDC · 0.1 SOL');
    expect(item?.usd).toBe(75_000_000n + 15_000_000n);
    expect(item?.details).toContain('Bought so far: 0.2 SOL');
    expect(item?.action?.run).toMatchObject({ kind: 'recurring', vars: { orderKey: 'key-1', remaining: 75_000_000n } });
  });
});

describe('invites', () => {
  it('values each pending invite and claws it back by its account', () => {
    const invite = z.parse(inviteSchema, {
      invite_signer: WALLET,
      invite_pda: '7nE9GJoYHNmtaQvTQpota3KV2oz4pQ2dA6nvYK8EUJHV',
      sender: WALLET,
      receiver: null,
      mint: null,
      amount: '50000000',
      expiry: (NOW + 2 * 86_400_000) / 1000,
      creation_time: NOW / 1000,
      deletion_time: null,
      action: 'created',
      confirmed: true,
    });
    const [item] = inviteItems([invite], WALLET, labelOf, priceOf, NOW);
    expect(item).toMatchObject({ title: 'Invite of 0.05 SOL', usd: 7_500_000n, details: ['2 d 0 h left'] });
    expect(item?.action?.run).toMatchObject({ kind: 'clawback', vars: { mint: SOL, amount: 50_000_000n } });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { orderHistoryItemSchema } from '../../../api/trigger/schemas';
import { wireOrder } from '../../../api/trigger/test-fixtures';
import { historyRowView } from './history-view';

const SIG = '5'.repeat(88);
const order = (patch: Record<string, unknown> = {}) =>
  orderHistoryItemSchema.parse({
    ...wireOrder,
    orderState: 'filled',
    rawState: 'fill_success',
    outputAmount: '180000000',
    createdAt: Date.UTC(2026, 0, 2, 3, 4),
    events: [
      { type: 'deposit', timestamp: 1, state: 'success', txSignature: 'd', mint: wireOrder.inputMint, amount: '1' },
      {
        type: 'fill',
        timestamp: 2,
        state: 'success',
        txSignature: SIG,
        outputMint: wireOrder.outputMint,
        outputAmount: '180000000',
      },
      { type: 'withdrawal', timestamp: 3, state: 'failed', mint: wireOrder.inputMint, amount: '1000000000' },
    ],
    ...patch,
  });

describe('history row view', () => {
  it('says what the order was, its state, and each fill or withdrawal with its link', () => {
    const link = vi.fn((t: { kind: string }) => (t.kind === 'tx' ? 'https://explorer/tx' : null));
    const view = historyRowView(order(), link);
    expect(view.title).toBe('Sell 1 SOL for USDC above $200');
    expect(view.state).toBe('Filled');
    expect(view.meta).toMatch(/^SINGLE · created 2 Jan 2026, \d\d:04 · received 180 USDC$/);
    expect(view.events.map((e) => [e.text, e.href, e.linkLabel])).toEqual([
      ['Fill: 180 USDC', 'https://explorer/tx', 'View fill transaction'],
      ['Withdrawal: 1 SOL (failed)', null, 'View withdrawal transaction'],
    ]);
  });
  it('is built once per order and explorer, again when either changes', () => {
    const link = vi.fn(() => 'https://a');
    const o = order();
    const first = historyRowView(o, link);
    expect(historyRowView(o, link)).toBe(first);
    expect(link).toHaveBeenCalledTimes(1);
    const other = vi.fn(() => 'https://b');
    expect(historyRowView(o, other).events[0]?.href).toBe('https://b');
    expect(historyRowView(order(), link)).not.toBe(first);
  });
});

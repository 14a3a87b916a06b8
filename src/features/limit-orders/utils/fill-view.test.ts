import { describe, expect, it } from 'vitest';
import { orderHistoryItemSchema } from '../../../api/trigger/schemas';
import { SOL, USDC, wireOrder } from '../../../api/trigger/test-fixtures';
import { fillsView } from './fill-view';

const fill = (amount: string, outputAmount: string, txSignature: string) => ({
  type: 'fill',
  state: 'success',
  timestamp: 1704000050000,
  txSignature,
  mint: SOL,
  amount,
  outputMint: USDC,
  outputAmount,
});

const partly = orderHistoryItemSchema.parse({
  ...wireOrder,
  orderState: 'open',
  rawState: 'open',
  initialInputAmount: '1000000000',
  remainingInputAmount: '400000000',
  inputUsed: '600000000',
  outputAmount: '91000000',
  events: [
    { type: 'deposit', state: 'success', timestamp: 1, txSignature: 'dep' },
    fill('400000000', '60000000', 'sig1'),
    fill('200000000', '31000000', 'sig2'),
    { ...fill('400000000', '0', 'bad'), state: 'failed' },
  ],
});

describe('fillsView', () => {
  it('totals, the average price over all fills and each successful fill with its transaction', () => {
    const view = fillsView(partly);
    expect(view.progress).toBe('Filled 0.6 SOL of 1 SOL · 0.4 SOL left');
    expect(view.average).toBe('Average price 151.667 USDC per SOL');
    expect(view.fills.map((f) => f.signature)).toEqual(['sig1', 'sig2']);
    expect(view.fills[0]?.text).toMatch(/0\.4 SOL → 60 USDC at 150 USDC per SOL$/);
  });
  it('a buy prices the base it receives; no fill, no average', () => {
    const buy = orderHistoryItemSchema.parse({
      ...wireOrder,
      inputMint: USDC,
      outputMint: SOL,
      triggerMint: SOL,
      initialInputAmount: '300000000',
      remainingInputAmount: '0',
      inputUsed: '300000000',
      outputAmount: '2000000000',
    });
    expect(fillsView(buy).average).toBe('Average price 150 USDC per SOL');
    expect(fillsView({ ...partly, inputUsed: 0n, outputAmount: 0n, events: [] }).average).toBeNull();
  });
});

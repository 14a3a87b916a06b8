import { describe, expect, it } from 'vitest';
import { orderHistoryItemSchema } from '../../../api/trigger/schemas';
import { SOL, USDC, wireOrder } from '../../../api/trigger/test-fixtures';
import { historyTokenOptions } from './history-tokens';

const WIF = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';
const OTHER = 'Other11111111111111111111111111111111111111';
const order = (patch: Record<string, unknown>) => orderHistoryItemSchema.parse({ ...wireOrder, ...patch });

describe('historyTokenOptions', () => {
  it('offers the usual tokens, both sides of every pair traded, and the one in the address, each once', () => {
    const options = historyTokenOptions([order({ inputMint: USDC, outputMint: WIF, triggerMint: WIF })], OTHER);
    const mints = options.map((o) => o.mint);
    expect(mints).toEqual(expect.arrayContaining([SOL, USDC, WIF, OTHER]));
    expect(new Set(mints).size).toBe(mints.length);
    expect(options.find((o) => o.mint === USDC)?.label).toBe('USDC');
    expect(options.find((o) => o.mint === OTHER)?.label).not.toBe(OTHER);
  });
  it('without orders: the bases and the quote', () => {
    expect(historyTokenOptions([], 'all').map((o) => o.label)).toEqual(['SOL', 'JUP', 'BONK', 'USDC']);
  });
});

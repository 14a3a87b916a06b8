import { describe, expect, it } from 'vitest';
import { depositStatement, ORDER_FEES_MAX, withdrawalStatement } from './order-tx';

describe('limit order statements', () => {
  it('a deposit sends exactly the amount and the vault must receive all of it; fees are the page’s ceiling', () => {
    const s = depositStatement('W', 'M', 7n, 'V');
    expect(s).toMatchObject({ send: [{ mint: 'M', max: 7n }], receive: [{ mint: 'M', min: 7n, to: 'V' }] });
    expect(s.feesMax).toBe(ORDER_FEES_MAX);
    expect(s.policy?.family).toBe('trigger');
  });
  it('a withdrawal moves nothing out of the wallet and lets the vault pay', () => {
    expect(withdrawalStatement('W', 'V')).toMatchObject({ send: [], receive: [], feePayer: 'V' });
  });
});

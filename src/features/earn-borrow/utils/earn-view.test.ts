import { describe, expect, it } from 'vitest';
import { NO_VALUE } from '../../../utils/format';
import { jlUsdc } from './earn-fixtures';
import { underlyingText, usdText } from './earn-view';

describe('earn amount lines', () => {
  it('show the amount in the asset, and its USD value', () => {
    expect(underlyingText(jlUsdc, 1_500_000n)).toContain('USDC');
    expect(usdText(jlUsdc, 1_500_000n)).toContain('1.5');
  });
  it('say less, not fail, for a position token without its asset (published examples)', () => {
    expect(underlyingText({}, 1_500_000n)).toBe(NO_VALUE);
    expect(usdText({}, 1_500_000n)).toBeNull();
  });
});

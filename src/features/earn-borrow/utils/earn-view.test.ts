import { describe, expect, it } from 'vitest';
import { NO_VALUE } from '../../../utils/format';
import { jlUsdc } from './earn-fixtures';
import { apySplitText, underlyingText, usdText, utilisationText } from './earn-view';

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

describe('earn rates and liquidity', () => {
  it('split the APY into base and rewards on the total’s scale', () => {
    expect(apySplitText({ ...jlUsdc, supplyRate: 500, rewardsRate: 20, totalRate: 520 })).toBe(
      '5% base + 0.2% rewards',
    );
    expect(apySplitText({ ...jlUsdc, supplyRate: 0.03, rewardsRate: 0.005, totalRate: 0.035 })).toBe(
      '3% base + 0.5% rewards',
    );
  });
  it('show utilisation as the share of the supply that cannot leave now', () => {
    const data = { ...jlUsdc.liquiditySupplyData, supply: 1_000n, withdrawable: 250n };
    expect(utilisationText({ ...jlUsdc, liquiditySupplyData: data })).toBe('75%');
    expect(utilisationText({ ...jlUsdc, liquiditySupplyData: { ...data, withdrawable: 5_000n } })).toBe('0%');
    expect(utilisationText({ ...jlUsdc, liquiditySupplyData: undefined })).toBe(NO_VALUE);
  });
});

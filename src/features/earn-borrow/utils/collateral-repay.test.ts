import { describe, expect, it } from 'vitest';
import { solVault } from './borrow-fixtures';
import { collateralRepayStatement, planCollateralRepay, repaySlippageOf } from './collateral-repay';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const position = { supply: 1_000_000_000n, borrow: 50_000_000n };
const quote = { inAmount: 100_000_000n, outAmount: 15_000_000n, otherAmountThreshold: 14_999_999n };

describe('repaySlippageOf', () => {
  it('takes 0.1 to 5 % and warns above 1 %', () => {
    expect(repaySlippageOf('0.1')).toEqual({ ok: true, bps: 10, warning: null });
    expect(repaySlippageOf('1')).toEqual({ ok: true, bps: 100, warning: null });
    const high = repaySlippageOf(' 5 % ');
    expect(high.ok && [high.bps, high.warning]).toEqual([
      500,
      'Above 1 %: the swap may pay much less than quoted, and the repayment with it.',
    ]);
    const over = repaySlippageOf('1.01');
    expect(over.ok && over.warning).toMatch(/^Above 1 %/);
  });

  it('refuses values outside the bound and what is not a percentage', () => {
    const low = repaySlippageOf('0.09');
    expect(!low.ok && low.error).toMatch(/^At least 0\.1 %/);
    expect(repaySlippageOf('5.01')).toEqual({ ok: false, error: 'At most 5 %.' });
    for (const text of ['', 'abc', '0.001', '-1', '200']) expect(repaySlippageOf(text).ok).toBe(false);
  });
});

describe('planCollateralRepay', () => {
  it('asks the swap for at least the quote less the chosen slippage, and repays that', () => {
    const half = planCollateralRepay(solVault, position, quote, 50);
    expect(half.minOut).toBe(14_925_000n);
    expect(half.repay).toBe(14_925_000n);
    const one = planCollateralRepay(solVault, position, quote, 100);
    expect(one.minOut).toBe(14_850_000n);
    expect(one.after).toEqual({ col: 900_000_000n, debt: 50_000_000n - 14_850_000n });
  });

  it('bounds what the vault must receive by the repayment the chosen slippage gives', () => {
    const plan = planCollateralRepay(solVault, position, quote, 100);
    const statement = collateralRepayStatement(WALLET, solVault, plan);
    expect(statement.outside).toContainEqual(
      expect.objectContaining({ owner: solVault.address, mint: solVault.borrowToken.address, min: 14_850_000n }),
    );
    expect(statement.outside).toContainEqual(
      expect.objectContaining({ owner: solVault.address, mint: solVault.supplyToken.address, min: -100_000_000n }),
    );
  });
});

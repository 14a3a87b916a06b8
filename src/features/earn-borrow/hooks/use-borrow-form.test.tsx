// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MIN_I128 } from '../../../api/lend/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { solPosition, solVault } from '../utils/borrow-fixtures';
import { useBorrowForm } from './use-borrow-form';

const { SOL, USDC } = KNOWN_TOKENS;
const holding = (mint: string, amount: bigint, decimals: number) => ({ mint, amount, decimals, program: 'token' });
vi.mock('../../../hooks/use-wallet-balances', () => ({
  useWalletBalances: () => ({
    data: {
      owner: 'x',
      lamports: 10_000_000_000n,
      tokens: {
        [SOL.mint]: holding(SOL.mint, 300_000_000n, 9),
        [USDC.mint]: holding(USDC.mint, 1_000_000_000n, 6),
      },
    },
  }),
}));

describe('useBorrowForm', () => {
  it('SOL collateral counts SOL and wrapped SOL; only the shortfall is wrapped, in the same transaction', () => {
    const { result } = renderHook(() => useBorrowForm(solVault, null, 'open'));
    // 10 SOL less the 0.01 SOL reserve, plus 0.3 wrapped.
    expect(result.current.colMax).toBe(10_290_000_000n);
    act(() => result.current.setColText('1'));
    act(() => result.current.setDebtText('50'));
    expect(result.current.plan).toEqual([
      {
        kind: 'operate',
        write: { vaultId: 1, positionId: 0, colAmount: 1_000_000_000n, debtAmount: 50_000_000n },
        wrap: { lamports: 700_000_000n, accountExists: true },
        unwrap: false,
      },
    ]);
    // Enough wrapped SOL already: the plain operate.
    act(() => result.current.setColText('0.3'));
    act(() => result.current.setDebtText('20'));
    expect(result.current.plan).toEqual([
      { kind: 'operate', write: { vaultId: 1, positionId: 0, colAmount: 300_000_000n, debtAmount: 20_000_000n } },
    ]);
  });

  it('Max safe is 90 % of what the collateral typed carries; Max the whole limit', () => {
    const { result } = renderHook(() => useBorrowForm(solVault, null, 'open'));
    act(() => result.current.setColText('1'));
    act(() => result.current.fillDebt(result.current.debtSafe));
    expect(result.current.debtText).toBe('108');
    expect(result.current.debtMax).toBe(120_000_000n);
  });

  it('repay Max sends the sentinel; typing after it sends the typed amount', () => {
    const position = solPosition(1_000_000_000n, 50_000_000n);
    const { result } = renderHook(() => useBorrowForm(solVault, position, 'repay'));
    act(() => result.current.fillDebt(result.current.debtMax, true));
    expect(result.current.debtText).toBe('50');
    expect(result.current.plan).toEqual([
      { kind: 'operate', write: { vaultId: 1, positionId: 7, colAmount: 0n, debtAmount: MIN_I128 } },
    ]);
    act(() => result.current.setDebtText('20'));
    expect(result.current.check.write?.debtAmount).toBe(-20_000_000n);
  });

  it('withdraw all of SOL collateral with no debt: the sentinel, unwrapped in the same transaction unless turned off', () => {
    const position = solPosition(1_000_000_000n, 0n);
    const { result } = renderHook(() => useBorrowForm(solVault, position, 'withdraw'));
    act(() => result.current.fillCol(result.current.colMax ?? 0n, true));
    const write = { vaultId: 1, positionId: 7, colAmount: MIN_I128, debtAmount: 0n };
    expect(result.current.plan).toEqual([{ kind: 'operate', write, wrap: undefined, unwrap: true }]);
    act(() => result.current.setUnwrapAfter(false));
    expect(result.current.plan).toEqual([{ kind: 'operate', write }]);
  });
});

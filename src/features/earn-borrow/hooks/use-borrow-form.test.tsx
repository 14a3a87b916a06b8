// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_I128 } from '../../../api/lend/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { solPosition, solVault } from '../utils/borrow-fixtures';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { useBorrowForm } from './use-borrow-form';

const { SOL, USDC } = KNOWN_TOKENS;

// A wallet on the in-process sandbox holding 10 SOL, 0.3 wrapped SOL and 1,000 USDC: the form reads them over RPC.
let sb: SandboxClient;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'use-borrow-form' });
  sb.connect({ sol: 10_000_000_000n, tokens: { [SOL.mint]: 300_000_000n, [USDC.mint]: 1_000_000_000n } });
});
afterEach(() => sb.close());

/** The form once the wallet's balances are in. */
async function form(...args: Parameters<typeof useBorrowForm>) {
  const hook = renderHook(() => useBorrowForm(...args), { wrapper: sb.wrapper });
  await waitFor(() => expect(sb.queryClient.isFetching()).toBe(0));
  await waitFor(() => expect(hook.result.current.colMax).toBeGreaterThan(0n));
  return hook;
}

describe('useBorrowForm', () => {
  it('SOL collateral counts SOL and wrapped SOL; only the shortfall is wrapped, in the same transaction', async () => {
    const { result } = await form(solVault, null, 'open');
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

  it('Max safe is 90 % of what the collateral typed carries; Max the whole limit', async () => {
    const { result } = await form(solVault, null, 'open');
    act(() => result.current.setColText('1'));
    act(() => result.current.fillDebt(result.current.debtSafe));
    expect(result.current.debtText).toBe('108');
    expect(result.current.debtMax).toBe(120_000_000n);
  });

  it('repay Max sends the sentinel; typing after it sends the typed amount', async () => {
    const { result } = await form(solVault, solPosition(1_000_000_000n, 50_000_000n), 'repay');
    act(() => result.current.fillDebt(result.current.debtMax, true));
    expect(result.current.debtText).toBe('50');
    expect(result.current.plan).toEqual([
      { kind: 'operate', write: { vaultId: 1, positionId: 7, colAmount: 0n, debtAmount: MIN_I128 } },
    ]);
    act(() => result.current.setDebtText('20'));
    expect(result.current.check.write?.debtAmount).toBe(-20_000_000n);
  });

  it('withdraw all of SOL collateral with no debt: the sentinel, unwrapped in the same transaction unless turned off', async () => {
    const { result } = await form(solVault, solPosition(1_000_000_000n, 0n), 'withdraw');
    act(() => result.current.fillCol(result.current.colMax ?? 0n, true));
    const write = { vaultId: 1, positionId: 7, colAmount: MIN_I128, debtAmount: 0n };
    expect(result.current.plan).toEqual([{ kind: 'operate', write, wrap: undefined, unwrap: true }]);
    act(() => result.current.setUnwrapAfter(false));
    expect(result.current.plan).toEqual([{ kind: 'operate', write }]);
  });
});

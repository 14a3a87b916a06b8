// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EarnPosition } from '../../../api/lend/schemas';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { jlUsdc, USDC, WALLET } from '../utils/earn-fixtures';
import { useEarnForm } from './use-earn-form';

// A wallet on the in-process sandbox holding 250 USDC: the form reads its balance over RPC.
let sb: SandboxClient;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'use-earn-form' });
  sb.connect({ tokens: { [USDC]: 250_000_000n } });
});
afterEach(() => sb.close());

const position = (underlyingAssets: bigint, shares: bigint): EarnPosition => ({
  token: jlUsdc,
  ownerAddress: WALLET,
  shares,
  underlyingAssets,
  underlyingBalance: 250_000_000n,
  allowance: 250_000_000n,
});

describe('useEarnForm', () => {
  it('deposit: the wallet balance is the max; an amount becomes a deposit in raw units', async () => {
    const { result } = renderHook(() => useEarnForm(jlUsdc, undefined), { wrapper: sb.wrapper });
    await waitFor(() => expect(result.current.max).toBe(250_000_000n));
    act(() => result.current.setAmount('12.5'));
    expect(result.current.write).toEqual({ action: 'deposit', amount: 12_500_000n });
    act(() => result.current.setAmount('251'));
    expect(result.current.write).toBeNull();
    expect(result.current.problem).toMatch(/holds 250 USDC/);
  });

  it('withdraw Max redeems every share, and still does after interest moves the deposit up', () => {
    let p = position(102_000_000n, 100_000_000n);
    const { result, rerender } = renderHook(() => useEarnForm(jlUsdc, p), { wrapper: sb.wrapper });
    act(() => result.current.setMode('withdraw'));
    expect(result.current.max).toBe(102_000_000n);
    act(() => result.current.fillMax());
    expect(result.current.amount).toBe('102');
    expect(result.current.write).toEqual({ action: 'redeem', shares: 100_000_000n });
    p = position(102_000_500n, 100_000_000n);
    rerender();
    expect(result.current.write).toEqual({ action: 'redeem', shares: 100_000_000n });
  });

  it('a typed withdraw below the deposit withdraws that amount; typing after Max drops "all"', () => {
    const { result } = renderHook(() => useEarnForm(jlUsdc, position(102_000_000n, 100_000_000n)), {
      wrapper: sb.wrapper,
    });
    act(() => result.current.setMode('withdraw'));
    act(() => result.current.fillMax());
    act(() => result.current.setAmount('50'));
    expect(result.current.write).toEqual({ action: 'withdraw', amount: 50_000_000n });
  });
});

// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePendingTxStore } from '../../../stores/pending-tx-store';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { USDC } from '../utils/earn-fixtures';
import { useEarnWrite } from './use-earn-write';

let sb: SandboxClient;
let wallet: string;
let jlUsdc: string;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'use-earn-write' });
  wallet = sb.connect({ tokens: { [USDC]: 500_000_000n } }).address;
  const tokens = (await sb.json('/lend/v1/earn/tokens')).body as unknown as { address: string; assetAddress: string }[];
  jlUsdc = tokens.find((t) => t.assetAddress === USDC)!.address;
  usePendingTxStore.setState({ records: [] });
});
afterEach(() => sb.close());

async function run(write: Parameters<ReturnType<typeof useEarnWrite>['run']>[0]['write'], jlMint = jlUsdc) {
  const { result } = renderHook(() => useEarnWrite(), { wrapper: sb.wrapper });
  act(() => result.current.run({ wallet, jlMint, write }));
  await waitFor(() => expect(result.current.state.status).toMatch(/done|error/));
  return result.current.state;
}

const usdc = () => sb.balance(wallet, USDC);
const shares = () => sb.holding(wallet, jlUsdc);
const lendCalls = () => sb.calls.filter((c) => c.path.startsWith('/lend/'));
const summaries = () => usePendingTxStore.getState().records.map((r) => r.summary);

describe('useEarnWrite', () => {
  it('deposit: reads the rate fresh, crafts with the underlying mint, USDC out and jlUSDC in', async () => {
    expect(await run({ action: 'deposit', amount: 102_000_000n })).toMatchObject({ status: 'done' });
    expect(lendCalls().map((c) => c.path)).toEqual(['/lend/v1/earn/tokens', '/lend/v1/earn/deposit']);
    expect(lendCalls()[1]?.body).toEqual({ asset: USDC, signer: wallet, amount: '102000000' });
    expect(summaries()).toEqual(['Deposit 102 USDC to earn']);
    expect(usdc()).toBe(398_000_000n);
    expect(await shares()).toBeGreaterThan(0n);
  });

  it('withdraw Max: redeems exactly every share', async () => {
    await run({ action: 'deposit', amount: 100_000_000n });
    const held = await shares();
    sb.calls.length = 0;
    expect(await run({ action: 'redeem', shares: held })).toMatchObject({ status: 'done' });
    expect(lendCalls()[1]).toMatchObject({
      path: '/lend/v1/earn/redeem',
      body: { asset: USDC, signer: wallet, shares: String(held) },
    });
    expect(summaries()).toContain(`Withdraw all USDC (${String(Number(held) / 1e6)} jlUSDC)`);
    expect(await shares()).toBe(0n);
  });

  it('withdraw an amount: the withdraw route, exactly that amount back', async () => {
    await run({ action: 'deposit', amount: 100_000_000n });
    sb.calls.length = 0;
    expect(await run({ action: 'withdraw', amount: 5_000_000n })).toMatchObject({ status: 'done' });
    expect(lendCalls()[1]).toMatchObject({
      path: '/lend/v1/earn/withdraw',
      body: { asset: USDC, signer: wallet, amount: '5000000' },
    });
    expect(usdc()).toBe(405_000_000n);
  });

  it('an asset no longer listed stops before anything is crafted or signed', async () => {
    const state = await run({ action: 'deposit', amount: 1n }, USDC);
    expect(state).toMatchObject({ status: 'error', failure: { kind: 'api' } });
    expect(lendCalls().map((c) => c.path)).toEqual(['/lend/v1/earn/tokens']);
    expect(usePendingTxStore.getState().records).toEqual([]);
    expect(usdc()).toBe(500_000_000n);
  });
});

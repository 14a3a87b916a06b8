// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExecuteRequest, TxOutcome } from '../../../lib/tx/run-transaction';
import { JLUSDC, jlUsdcWire, USDC, WALLET } from '../utils/earn-fixtures';
import { useEarnWrite } from './use-earn-write';

const execute = vi.fn<(request: ExecuteRequest) => Promise<TxOutcome>>();
vi.mock('../../../hooks/tx/use-execute-transaction', () => ({ useExecuteTransaction: () => ({ execute }) }));
// jsdom's realm breaks web3.js's decoder; the write path is mocked here (run-transaction.test.ts signs for real).
vi.mock('../../../lib/transaction-codec', () => ({
  decodeTransaction: (base64: string) => ({ kind: 'versioned', tx: { base64 } }),
}));

const TX = 'AQID';
let calls: { path: string; body: unknown }[];
let tokens: unknown[];
beforeEach(() => {
  calls = [];
  tokens = [jlUsdcWire];
  execute.mockReset();
  execute.mockResolvedValue({ ok: true, id: '1', signature: 'SIG' });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: { body?: string }) => {
      const path = new URL(url).pathname;
      calls.push({ path, body: init.body ? JSON.parse(init.body) : undefined });
      const json = path.endsWith('/tokens') ? tokens : { transaction: TX };
      return Promise.resolve(new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

async function run(write: Parameters<ReturnType<typeof useEarnWrite>['run']>[0]['write']) {
  const { result } = renderHook(() => useEarnWrite(), { wrapper });
  act(() => result.current.run({ wallet: WALLET, jlMint: JLUSDC, write }));
  await waitFor(() => expect(result.current.state.status).not.toMatch(/idle|crafting|checking/));
  return result.current.state;
}

describe('useEarnWrite', () => {
  it('deposit: reads the rate fresh, crafts with the underlying mint, states USDC out and jlUSDC in', async () => {
    expect((await run({ action: 'deposit', amount: 102_000_000n })).status).toBe('done');
    expect(calls.map((c) => c.path)).toEqual(['/lend/v1/earn/tokens', '/lend/v1/earn/deposit']);
    expect(calls[1]?.body).toEqual({ asset: USDC, signer: WALLET, amount: '102000000' });
    const request = execute.mock.calls[0]![0];
    expect(request).toMatchObject({ kind: 'lend', land: 'rpc', summary: 'Deposit 102 USDC to earn' });
    expect(request.statement.send).toEqual([{ mint: USDC, max: 102_000_000n }]);
    expect(request.statement.receive[0]).toMatchObject({ mint: JLUSDC, to: WALLET });
  });

  it('withdraw Max: redeems exactly every share', async () => {
    expect((await run({ action: 'redeem', shares: 100_000_000n })).status).toBe('done');
    expect(calls[1]).toEqual({
      path: '/lend/v1/earn/redeem',
      body: { asset: USDC, signer: WALLET, shares: '100000000' },
    });
    const request = execute.mock.calls[0]![0];
    expect(request.summary).toBe('Withdraw all USDC (100 jlUSDC)');
    expect(request.statement.send).toEqual([{ mint: JLUSDC, max: 100_000_000n }]);
  });

  it('withdraw an amount: the withdraw route', async () => {
    await run({ action: 'withdraw', amount: 5_000_000n });
    expect(calls[1]?.path).toBe('/lend/v1/earn/withdraw');
    expect(calls[1]?.body).toEqual({ asset: USDC, signer: WALLET, amount: '5000000' });
  });

  it('an asset no longer listed stops before anything is crafted or signed', async () => {
    tokens = [];
    const state = await run({ action: 'deposit', amount: 1n });
    expect(state).toMatchObject({ status: 'error', failure: { kind: 'api' } });
    expect(calls.map((c) => c.path)).toEqual(['/lend/v1/earn/tokens']);
    expect(execute).not.toHaveBeenCalled();
  });
});

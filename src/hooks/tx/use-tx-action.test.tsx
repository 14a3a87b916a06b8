// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExecuteRequest, TxOutcome } from '../../lib/tx/run-transaction';
import { useSettingsStore } from '../../stores/settings-store';
import { TxActionError, useTxAction, type CraftedTx } from './use-tx-action';

const execute = vi.fn<(request: ExecuteRequest) => Promise<TxOutcome>>();
vi.mock('./use-execute-transaction', () => ({ useExecuteTransaction: () => ({ execute }) }));

const statement = { wallet: 'W', send: [], receive: [], feesMax: 0n };
const crafted = (transaction: CraftedTx['transaction']): CraftedTx => ({
  transaction,
  statement,
  labelOf: () => undefined,
  land: 'rpc',
  lastValidBlockHeight: null,
  summary: 'Test',
});

function setup(craft: () => Promise<CraftedTx>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useTxAction<undefined, string>({ kind: 'test', craft, finish: (o) => o.signature ?? '' }), {
    wrapper,
  });
}

// The codec (web3.js) loads lazily on the first run; loaded once here so no test's waitFor times on that download.
beforeAll(() => import('../../lib/transaction-codec'), 30_000);

beforeEach(() => {
  execute.mockReset();
});

describe('useTxAction', () => {
  it('an unreadable transaction is its own failure, never an unhandled rejection (issue 11 §3.4)', async () => {
    const { result } = setup(() => Promise.resolve(crafted('%%% not base64')));
    act(() => result.current.run(undefined));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state).toMatchObject({ failure: { kind: 'unreadable' } });
    expect(execute).not.toHaveBeenCalled();
  });

  it('a craft that stops says why and signs nothing', async () => {
    const { result } = setup(() => Promise.reject(new TxActionError({ kind: 'changed', message: 'The price moved' })));
    act(() => result.current.run(undefined));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'error', failure: { kind: 'changed' } }));
  });

  it('offers no way past a check the RPC could not run unless Settings allows it (issue 24)', async () => {
    const { Keypair, Transaction } = await import('@solana/web3.js');
    const tx = new Transaction({ feePayer: Keypair.generate().publicKey, blockhash: 'x', lastValidBlockHeight: 1 });
    execute.mockImplementation((request) =>
      Promise.resolve({
        ok: false,
        id: null,
        signature: null,
        error: { kind: 'unverified', message: request.confirmUnverified ? 'asked' : 'not asked' },
      }),
    );
    const { result } = setup(() => Promise.resolve(crafted(tx)));
    act(() => result.current.run(undefined));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(JSON.stringify(result.current.state)).toContain('not asked');
  });

  it('with the setting on, asks a second time when the RPC could not simulate, and passes the answer on', async () => {
    useSettingsStore.setState((s) => ({ settings: { ...s.settings, allowUncheckedSigning: true } }));
    const { Keypair, Transaction } = await import('@solana/web3.js');
    const tx = new Transaction({ feePayer: Keypair.generate().publicKey, blockhash: 'x', lastValidBlockHeight: 1 });
    let answer: Promise<boolean> | null = null;
    execute.mockImplementation((request) => {
      answer = request.confirmUnverified?.('The transaction could not be simulated.') ?? Promise.resolve(false);
      return answer.then((yes) =>
        yes
          ? { ok: true, id: '1', signature: 'SIG' }
          : { ok: false, id: null, signature: null, error: { kind: 'unverified', message: 'no' } },
      );
    });
    const { result } = setup(() => Promise.resolve(crafted(tx)));
    act(() => result.current.run(undefined));
    await waitFor(() => expect(result.current.state.status).toBe('confirm-unverified'));
    const state = result.current.state;
    if (state.status !== 'confirm-unverified') throw new Error('unreachable');
    act(() => state.confirm());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'done', result: 'SIG' }));
  });

  it('runAsync answers the result, or rejects with the failure, for a caller running actions in turn', async () => {
    const { Keypair, Transaction } = await import('@solana/web3.js');
    const tx = new Transaction({ feePayer: Keypair.generate().publicKey, blockhash: 'x', lastValidBlockHeight: 1 });
    execute.mockResolvedValueOnce({ ok: true, id: '1', signature: 'SIG1' });
    const { result } = setup(() => Promise.resolve(crafted(tx)));
    await act(async () => expect(await result.current.runAsync(undefined)).toBe('SIG1'));
    execute.mockResolvedValueOnce({
      ok: false,
      id: null,
      signature: null,
      error: { kind: 'rejected', message: 'Rejected in the wallet' },
    });
    await act(() =>
      expect(result.current.runAsync(undefined)).rejects.toMatchObject({ failure: { kind: 'rejected' } }),
    );
  });
});

// @vitest-environment jsdom
import { ConnectionContext } from '../wallet/wallet-test-kit';
import type { Connection } from '@solana/web3.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../api/fake-fetch';
import { fakeChain } from '../../lib/tx/tx-test-kit';
import type { TxRecord } from '../../lib/tx/record';
import { PENDING_TX_STORAGE_KEY, PENDING_TX_VERSION } from '../../stores/pending-tx-storage';
import { usePendingTxStore } from '../../stores/pending-tx-store';
import { useToastStore } from '../../stores/toast-store';
import { useTxTracker } from './use-tx-tracker';

const SIG = '4EXECSiGEXECSiGEXECSiGEXECSiGEXECSiGEXECSiGEXECSiGEXECSiGEXECSiGEXECSiGEXECSiGEXECSiG';
const now = Date.now();
const pending: TxRecord = {
  id: 'left-behind',
  kind: 'swap',
  wallet: '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5',
  land: 'execute-v2',
  signature: SIG,
  requestId: 'req-7',
  signedTransaction: 'AQID',
  blockhash: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  lastValidBlockHeight: 150,
  createdAt: now - 3_000,
  submittedAt: now - 3_000,
  updatedAt: now - 3_000,
  status: 'confirming',
  summary: 'Swap 1 SOL → 150.2 USDC',
};

function wrapper({ children }: { children: ReactNode }) {
  const { connection } = fakeChain();
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ConnectionContext.Provider value={{ connection: connection as unknown as Connection }}>
        {children}
      </ConnectionContext.Provider>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  localStorage.clear();
  usePendingTxStore.setState({ records: [] });
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('useTxTracker', () => {
  it('mounted after a reload, it resumes a pending swap with the same signed bytes until it is final', async () => {
    const fake = fakeFetch({ json: { status: 'Success', code: 0, signature: SIG } });
    vi.stubGlobal('fetch', fake.fetch);
    localStorage.setItem(
      PENDING_TX_STORAGE_KEY,
      JSON.stringify({ state: { records: [pending] }, version: PENDING_TX_VERSION }),
    );
    await usePendingTxStore.persist.rehydrate();
    renderHook(() => useTxTracker(), { wrapper });
    await waitFor(() => expect(usePendingTxStore.getState().records[0]?.status).toBe('confirmed'));
    expect(fake.calls).toHaveLength(1);
    expect(fake.last.url.pathname).toBe('/swap/v2/execute');
    expect(fake.last.body).toEqual({ signedTransaction: 'AQID', requestId: 'req-7' });
    expect(useToastStore.getState().toasts).toMatchObject([{ id: 'left-behind', title: 'Confirmed' }]);
  });

  it('with nothing pending it makes no request', async () => {
    const fake = fakeFetch({ json: {} });
    vi.stubGlobal('fetch', fake.fetch);
    localStorage.setItem(
      PENDING_TX_STORAGE_KEY,
      JSON.stringify({ state: { records: [{ ...pending, status: 'confirmed' }] }, version: PENDING_TX_VERSION }),
    );
    await usePendingTxStore.persist.rehydrate();
    renderHook(() => useTxTracker(), { wrapper });
    await new Promise((r) => setTimeout(r, 50));
    expect(fake.calls).toHaveLength(0);
    expect(usePendingTxStore.getState().records[0]?.status).toBe('confirmed');
  });
});

// @vitest-environment jsdom
import { WalletContext, type WalletContextState } from './wallet/wallet-test-kit';
import { PublicKey } from '@solana/web3.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeReply } from '../api/fake-fetch';
import { useToastStore } from '../stores/toast-store';
import { useSandboxWelcomeFunding } from './use-sandbox-welcome-funding';

const ADDRESS = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';

function walletState(name: string): WalletContextState {
  return {
    publicKey: new PublicKey(ADDRESS),
    wallet: { adapter: { name } },
    connected: true,
  } as unknown as WalletContextState;
}

function setup(walletName: string, ...replies: FakeReply[]) {
  const fake = fakeFetch(...replies);
  vi.stubGlobal('fetch', fake.fetch);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const cancel = vi.spyOn(client, 'cancelQueries');
  const state = walletState(walletName);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <WalletContext.Provider value={state}>{children}</WalletContext.Provider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useSandboxWelcomeFunding(), { wrapper });
  return { fake, invalidate, cancel, hook };
}

const toasts = () => useToastStore.getState().toasts;

beforeEach(() => {
  localStorage.clear();
  useToastStore.setState({ toasts: [] });
  vi.unstubAllGlobals();
});

describe('useSandboxWelcomeFunding', () => {
  it('asks the sandbox to fund the Sandbox wallet once, then refreshes balances and says so', async () => {
    const { fake, invalidate, cancel, hook } = setup('Sandbox wallet', {
      json: { address: ADDRESS, funded: true, balances: { lamports: '10000000000', tokens: [{ symbol: 'USDC' }] } },
    });
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(fake.calls).toHaveLength(1);
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.href).toBe('http://127.0.0.1:8787/__sandbox/fund');
    expect(fake.last.body).toEqual({ address: ADDRESS, welcome: true });
    expect(toasts()[0]).toMatchObject({
      tone: 'success',
      title: 'Sandbox wallet funded',
      description: '7Ytt…j2G5 now holds 10 SOL and 1 token to try the app with.',
    });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['balances'] }));
    expect(cancel).toHaveBeenCalledWith({ queryKey: ['balances'] });
    hook.rerender();
    expect(fake.calls).toHaveLength(1);
  });

  it('stays quiet when the address was welcomed before', async () => {
    const { fake } = setup('Sandbox wallet', { json: { address: ADDRESS, funded: false } });
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(toasts()).toEqual([]);
  });

  it('reports a failure in a toast with the reason', async () => {
    setup('Sandbox wallet', { status: 500, json: { error: 'ledger is busy' } });
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toMatchObject({ tone: 'warning', title: 'The sandbox could not fund your wallet' });
    expect(toasts()[0]?.description).toContain('ledger is busy');
  });

  it('does nothing for other wallets', async () => {
    const { fake } = setup('Phantom', { json: {} });
    await new Promise((r) => setTimeout(r, 10));
    expect(fake.calls).toHaveLength(0);
  });
});

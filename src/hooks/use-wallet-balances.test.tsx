// @vitest-environment jsdom
import { Keypair, type PublicKey } from '@solana/web3.js';
import { ConnectionContext, WalletContext, type WalletContextState } from './wallet/wallet-test-kit';
import { QueryClient, QueryClientProvider, QueryObserver, skipToken } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadWeb3 } from '../lib/lazy-web3';
import {
  balanceQueries,
  fetchWalletBalances,
  refreshBalances,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  useWalletBalances,
  type BalanceConnection,
} from './use-wallet-balances';

const owner = Keypair.generate().publicKey.toBase58();
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const PYUSD = '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo';

function parsed(mint: string, amount: string, decimals: number) {
  return {
    pubkey: Keypair.generate().publicKey.toBase58(),
    account: {
      data: { program: 'spl-token', parsed: { info: { mint, owner, tokenAmount: { amount, decimals } } }, space: 165 },
    },
  };
}

/** Each fake RPC's token accounts by program, answered through `fetch` as JSON-RPC (what the app sends). */
const rpcs = new Map<string, Record<string, unknown[]>>();
type TokenRead = { method: string; params: [string, { programId: string }] };
const tokenReads = vi.fn((endpoint: string, request: TokenRead) => {
  const value = rpcs.get(endpoint)?.[request.params[1].programId] ?? [];
  return Response.json({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value } });
});
vi.stubGlobal('fetch', (url: string, init: { body: string }) => tokenReads(url, JSON.parse(init.body) as TokenRead));

function fakeConnection(
  accounts: Record<string, unknown[]> = {},
  lamports = 2_500_000_000,
  endpoint = 'http://127.0.0.1:8899',
) {
  rpcs.set(endpoint, accounts);
  tokenReads.mockClear();
  const getBalance = vi.fn((_owner: PublicKey, _commitment?: string) => Promise.resolve(lamports));
  return { connection: { rpcEndpoint: endpoint, getBalance } as unknown as BalanceConnection, getBalance, tokenReads };
}

// Balances load web3.js lazily (architecture.md "What loads when"); loaded once here, outside any waitFor.
beforeAll(() => loadWeb3(), 30_000);

describe('fetchWalletBalances', () => {
  it('reads SOL and both token programs, as bigint raw amounts by mint, summing accounts of one mint', async () => {
    const {
      connection,
      tokenReads: reads,
      getBalance,
    } = fakeConnection({
      [TOKEN_PROGRAM_ID]: [parsed(USDC, '1000000000', 6), parsed(USDC, '18446744073709551615', 6)],
      [TOKEN_2022_PROGRAM_ID]: [parsed(PYUSD, '5', 6)],
    });
    const balances = await fetchWalletBalances(connection, owner);
    expect(balances).toEqual({
      owner,
      lamports: 2_500_000_000n,
      tokens: {
        [USDC]: { mint: USDC, amount: 1_000_000_000n + 18_446_744_073_709_551_615n, decimals: 6, program: 'token' },
        [PYUSD]: { mint: PYUSD, amount: 5n, decimals: 6, program: 'token-2022' },
      },
    });
    expect(getBalance.mock.calls[0]?.[0].toBase58()).toBe(owner);
    expect(reads.mock.calls.map(([, r]) => [r.method, r.params[0], r.params[1].programId])).toEqual(
      expect.arrayContaining([
        ['getTokenAccountsByOwner', owner, TOKEN_PROGRAM_ID],
        ['getTokenAccountsByOwner', owner, TOKEN_2022_PROGRAM_ID],
      ]),
    );
  });

  it('reads 800 accounts of one mint each, a hundred a task', async () => {
    const many = Array.from({ length: 800 }, (_, i) => ({
      pubkey: `account-${String(i)}`,
      account: {
        data: { parsed: { info: { mint: `mint-${String(i)}`, tokenAmount: { amount: String(i), decimals: 6 } } } },
      },
    }));
    const { connection } = fakeConnection({ [TOKEN_PROGRAM_ID]: many });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const balances = await fetchWalletBalances(connection, owner);
    expect(timers.mock.calls.filter(([, ms]) => ms === 0)).toHaveLength(7);
    timers.mockRestore();
    expect(Object.keys(balances.tokens)).toHaveLength(800);
    expect(balances.tokens['mint-799']?.amount).toBe(799n);
  });

  it.each([-5_000_000_000, 1.5, Number.NaN, 2 ** 60])(
    'refuses a SOL balance of %s rather than show it (issue 11 §5)',
    async (lamports) => {
      const { connection } = fakeConnection({}, lamports);
      await expect(fetchWalletBalances(connection, owner)).rejects.toThrow('SOL balance it did not parse');
    },
  );

  it('fails loudly on a token account the RPC did not parse, rather than showing a partial list', async () => {
    const bad = { pubkey: Keypair.generate().publicKey.toBase58(), account: { data: ['AAAA', 'base64'] } };
    const { connection } = fakeConnection({ [TOKEN_PROGRAM_ID]: [bad] });
    await expect(fetchWalletBalances(connection, owner)).rejects.toThrow('did not parse');
  });
});

describe('balanceQueries', () => {
  it('keys hold the RPC endpoint and the owner under one prefix for invalidation', () => {
    const { connection } = fakeConnection({}, 0, 'https://rpc.example.com');
    const q = balanceQueries.wallet(connection, owner);
    expect(q.queryKey).toEqual(['balances', 'https://rpc.example.com', owner]);
    expect(q.queryKey.slice(0, 1)).toEqual(balanceQueries.all());
    expect(q.refetchInterval).toBe(15_000);
    expect(balanceQueries.wallet(connection, null).queryFn).toBe(skipToken);
  });

  it('refetches after invalidation and keeps the last data when a refetch fails', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { connection, getBalance } = fakeConnection();
    const query = balanceQueries.wallet(connection, owner);
    // An observer makes the query active, as the header's useWalletBalances does; invalidation refetches active ones.
    const unsubscribe = new QueryObserver(client, query).subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(query.queryKey)?.lamports).toBe(2_500_000_000n));
    getBalance.mockResolvedValueOnce(1);
    await client.invalidateQueries({ queryKey: balanceQueries.all() });
    expect(client.getQueryData(query.queryKey)?.lamports).toBe(1n);

    getBalance.mockRejectedValueOnce(new Error('RPC down'));
    await client.invalidateQueries({ queryKey: balanceQueries.all() });
    const state = client.getQueryState(query.queryKey);
    expect(state?.status).toBe('error');
    expect(state?.data?.lamports).toBe(1n);
    unsubscribe();
  });
});

describe('refreshBalances', () => {
  it('re-reads even when the first read is still in flight (funding lands before the first answer)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { connection, getBalance } = fakeConnection();
    let answerFirst!: (lamports: number) => void;
    getBalance.mockImplementationOnce(() => new Promise<number>((resolve) => (answerFirst = resolve)));
    getBalance.mockResolvedValue(10_000_000_000);
    const query = balanceQueries.wallet(connection, owner);
    const unsubscribe = new QueryObserver(client, query).subscribe(() => undefined);
    await vi.waitFor(() => expect(getBalance).toHaveBeenCalledTimes(1));

    const refreshed = refreshBalances(client);
    answerFirst(0); // read before the funds arrived
    await refreshed;
    expect(client.getQueryData(query.queryKey)?.lamports).toBe(10_000_000_000n);
    unsubscribe();
  });
});

describe('useWalletBalances', () => {
  function renderWith(connection: BalanceConnection, who: string | null) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let current = connection;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <WalletContext.Provider value={{ publicKey: null } as WalletContextState}>
          <ConnectionContext.Provider value={{ connection: current as never }}>{children}</ConnectionContext.Provider>
        </WalletContext.Provider>
      </QueryClientProvider>
    );
    const hook = renderHook(() => useWalletBalances(who), { wrapper });
    return {
      hook,
      client,
      switchTo: (next: BalanceConnection) => {
        current = next;
        hook.rerender();
      },
    };
  }

  it('reads the owner’s balances through the app’s Connection', async () => {
    const { connection } = fakeConnection({ [TOKEN_PROGRAM_ID]: [parsed(USDC, '42', 6)] });
    const { hook } = renderWith(connection, owner);
    await waitFor(() => expect(hook.result.current.data?.lamports).toBe(2_500_000_000n));
    expect(hook.result.current.data?.tokens[USDC]?.amount).toBe(42n);
  });

  it('does not query without an owner', () => {
    const { connection, getBalance } = fakeConnection();
    const { hook } = renderWith(connection, null);
    expect(hook.result.current.fetchStatus).toBe('idle');
    expect(getBalance).not.toHaveBeenCalled();
  });

  it('another RPC endpoint is another query: the first chain’s numbers are not shown for it', async () => {
    const first = fakeConnection({}, 1, 'http://127.0.0.1:8899');
    const { hook, switchTo } = renderWith(first.connection, owner);
    await waitFor(() => expect(hook.result.current.data?.lamports).toBe(1n));
    const second = fakeConnection({}, 7, 'https://rpc.example.com');
    second.getBalance.mockReturnValue(new Promise(() => undefined));
    switchTo(second.connection);
    await waitFor(() => expect(second.getBalance).toHaveBeenCalled());
    expect(hook.result.current.data).toBeUndefined();
  });
});

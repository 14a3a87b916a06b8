import { ed25519 } from '@noble/curves/ed25519';
import { WalletSignTransactionError } from '@solana/wallet-adapter-base';
import type { WalletContextState } from '@solana/wallet-adapter-react';
import { Connection, PublicKey, type Keypair, type Transaction, type VersionedTransaction } from '@solana/web3.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { openHarness, serveRpc, type Funding, type HarnessOptions } from '../../sandbox/test-harness';
import { IDLE_WALLET } from '../hooks/wallet/use-wallet';
import { useSettingsStore } from '../stores/settings-store';
import { useWalletStackStore } from '../stores/wallet-stack-store';

// The app's one test harness: the in-process sandbox (sandbox/test-harness.ts) behind the API client's fetch and a
// web3.js connection, a funded keypair as the connected wallet, and a fresh QueryClient per test.

// jsdom puts its own typed arrays on the global: web3.js, noble and litesvm then refuse Node's Buffers as bytes.
if (typeof window !== 'undefined') {
  const NodeUint8Array = (Object.getPrototypeOf(Buffer.prototype) as Uint8Array).constructor as Uint8ArrayConstructor;
  globalThis.Uint8Array = NodeUint8Array;
  globalThis.ArrayBuffer = new NodeUint8Array(0).buffer.constructor as ArrayBufferConstructor;
}

// Real transactions land here (check, sign, send, confirm): on two busy cores one takes seconds, not milliseconds.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 });
configure({ asyncUtilTimeout: 25_000 });

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type TokenAccountData = { info: { tokenAmount: { amount: string } } };

export type SandboxClientOptions = Omit<HarnessOptions, 'apiKey' | 'prefix'>;

function keypairWallet(keypair: Keypair, approves: boolean): WalletContextState {
  const sign = <T extends Transaction | VersionedTransaction>(tx: T): Promise<T> => {
    if (!approves) return Promise.reject(new WalletSignTransactionError('User rejected the request.'));
    if ('version' in tx) tx.sign([keypair]);
    else tx.partialSign(keypair);
    return Promise.resolve(tx);
  };
  return {
    ...IDLE_WALLET,
    publicKey: keypair.publicKey,
    connected: true,
    signTransaction: sign,
    signAllTransactions: (txs) => Promise.all(txs.map(sign)),
    signMessage: (message) => Promise.resolve(ed25519.sign(message, keypair.secretKey.slice(0, 32))),
  };
}

/** Gets the real answer's parsed body and what was asked (the URL, or the JSON-RPC request). */
type Edit = (body: never, asked: never) => unknown;

async function rewritten(real: Response, edit: Edit | undefined, asked: unknown): Promise<Response> {
  if (!edit) return real;
  const text = await real.text();
  const body: unknown = text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text;
  const edited = await edit(body as never, asked as never);
  return edited instanceof Response ? edited : Response.json(edited, { status: real.status, headers: real.headers });
}

/** The sandbox behind the app's default API address and its RPC; `close` it after each test. */
export async function openSandboxClient(options: SandboxClientOptions) {
  const { apiBaseUrl, apiKey } = useSettingsStore.getState().settings;
  const h = await serveRpc(openHarness({ ...options, apiKey }));
  const origin = new URL(apiBaseUrl).origin;
  const calls: ApiCall[] = [];
  const edits = new Map<string, Edit>();
  /**
   * The sandbox's real answer at `path` changed by `edit`, as a hostile, failing or newer service would send it: the
   * edit gets the parsed body and returns a new one, or a whole Response.
   */
  const answer = (path: string, edit: Edit) => edits.set(path, edit);
  const realFetch = globalThis.fetch;
  let closing = false;
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.origin !== origin) return realFetch(input, init);
    const { body } = init;
    const json = typeof body === 'string' && body.startsWith('{');
    calls.push({
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: json ? JSON.parse(body) : body,
    });
    return rewritten(await h.app.request(url.href, init), edits.get(url.pathname), url);
  };
  const rpcEdits = new Map<string, Edit>();
  /** The RPC's real answer to `method` changed by `edit` (the JSON-RPC body, or a whole Response). */
  const rpcAnswer = (method: string, edit: Edit) => rpcEdits.set(method, edit);
  const connection = new Connection(h.rpc.url, {
    commitment: 'confirmed',
    wsEndpoint: h.rpc.wsUrl,
    fetch: async (input, init) => {
      const asked = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { method?: string };
      // A poll still in flight when the test closes the sandbox never answers, rather than rejecting unhandled.
      const response = await realFetch(input, init).catch((e: unknown) => {
        if (closing) return new Promise<never>(() => undefined);
        throw e;
      });
      return rewritten(response, rpcEdits.get(asked.method ?? ''), asked);
    },
  });
  const previous = useSettingsStore.getState().settings;
  useSettingsStore.setState({ settings: { ...previous, rpcUrl: h.rpc.url } });
  useWalletStackStore.setState({ status: 'ready', value: { wallet: IDLE_WALLET, connection }, error: null });

  /** A new keypair funded as `funding` says, connected as the app's wallet (one that refuses to sign if asked). */
  const connect = (funding: Funding = {}, { approves = true } = {}) => {
    const keypair = h.wallet(funding);
    useWalletStackStore.setState({ value: { wallet: keypairWallet(keypair, approves), connection } });
    return { keypair, address: keypair.publicKey.toBase58() };
  };
  /** What `owner` holds of `mint` over RPC, any mint (the harness's `balance` knows only the world's). */
  const holding = async (owner: string, mint: string) => {
    const { value } = await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), {
      mint: new PublicKey(mint),
    });
    return value.reduce(
      (sum, a) => sum + BigInt((a.account.data.parsed as TokenAccountData).info.tokenAmount.amount),
      0n,
    );
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const close = async () => {
    closing = true;
    // web3.js reconnects a dropped socket forever: close it before the server goes, as a page unload would.
    const socket = (connection as unknown as { _rpcWebSocket: { setAutoReconnect(on: boolean): void; close(): void } })
      ._rpcWebSocket;
    socket.setAutoReconnect(false);
    socket.close();
    queryClient.clear();
    useWalletStackStore.setState({ status: 'idle', value: null, error: null });
    useSettingsStore.setState({ settings: previous });
    globalThis.fetch = realFetch;
    await h.close();
  };
  return {
    ...h,
    baseUrl: apiBaseUrl,
    calls,
    answer,
    rpcAnswer,
    connection,
    connect,
    holding,
    queryClient,
    wrapper,
    close,
  };
}
export type SandboxClient = Awaited<ReturnType<typeof openSandboxClient>>;

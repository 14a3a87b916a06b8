import { Keypair, type VersionedTransaction } from '@solana/web3.js';
import { vi } from 'vitest';
import { fakeFetch, testClient } from '../../api/fake-fetch';
import { fakeChain, instantSleep } from '../../lib/tx/tx-test-kit';
import type { TxSigner } from '../../lib/tx/sign';
import { quietSimulation } from '../../lib/tx/sim-test-kit';
import { useToastStore, type Toast } from '../../stores/toast-store';
import { notifyToast, storeRecords } from './use-tracker-deps';
import type { TrackerDeps } from '../../lib/tx/tracker-deps';

/** Test-only: tracker deps over a fake fetch, a scripted chain and an instant clock, plus a real signing wallet. */
export function trackerKit(replies: Parameters<typeof fakeFetch>, chainOptions: Parameters<typeof fakeChain>[0] = {}) {
  const wallet = Keypair.generate();
  const fake = fakeFetch(...replies);
  const { chain } = fakeChain(chainOptions);
  const rpc = {
    ...chain,
    ...quietSimulation,
    rpcEndpoint: 'http://127.0.0.1:8899',
    sendRawTransaction: vi.fn((_wire: Uint8Array, _options?: unknown) => Promise.resolve('RPCSIG')),
    confirmTransaction: vi.fn((_strategy: unknown, _commitment?: string) =>
      Promise.resolve({ context: { slot: 1 }, value: { err: null } }),
    ),
  };
  const time = instantSleep();
  const onSettled = vi.fn();
  const deps: TrackerDeps = {
    records: storeRecords,
    notify: notifyToast,
    connection: rpc as unknown as TrackerDeps['connection'],
    client: testClient(fake),
    submissionUrl: 'http://api.test/tx-rpc',
    txLink: (signature) => `https://explorer.test/tx/${signature}`,
    onSettled,
    sleep: time.sleep,
    now: time.now,
  };
  const signTransaction = vi.fn(<T>(tx: T) => {
    (tx as VersionedTransaction).sign([wallet]);
    return Promise.resolve(tx);
  });
  const signer: TxSigner = {
    wallet: wallet.publicKey.toBase58(),
    signTransaction: signTransaction as TxSigner['signTransaction'],
  };
  return { wallet, fake, rpc, time, onSettled, deps, signer, signTransaction };
}

/** localStorage for node-environment tests (web3.js's encoders fail under jsdom's separate Uint8Array). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** Every state the newest toast went through, in order (each test starts with no toasts). */
export function toastHistory() {
  const seen: Pick<Toast, 'tone' | 'title' | 'description' | 'link' | 'durationMs'>[] = [];
  const unsubscribe = useToastStore.subscribe((s) => {
    const toast = s.toasts.at(-1);
    if (!toast) return;
    const { tone, title, description, link, durationMs } = toast;
    const last = seen.at(-1);
    if (last?.title !== title || last.description !== description || last.link?.href !== link?.href) {
      seen.push({ tone, title, description, link, durationMs });
    }
  });
  return {
    seen,
    titles: () => seen.map((t) => t.title),
    ids: () => useToastStore.getState().toasts.map((t) => t.id),
    unsubscribe,
  };
}

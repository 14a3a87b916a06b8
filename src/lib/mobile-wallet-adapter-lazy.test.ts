import { PublicKey } from '@solana/web3.js';
import { EventEmitter } from '@solana/wallet-adapter-base';
import { describe, expect, it, vi } from 'vitest';

const created: { config: Record<string, unknown>; adapter: FakeReal }[] = [];

class FakeReal extends EventEmitter {
  publicKey: PublicKey | null = null;
  connecting = false;
  connect = vi.fn(() => {
    this.publicKey = new PublicKey(new Uint8Array(32).fill(7));
    this.emit('connect', this.publicKey);
    return Promise.resolve();
  });
  autoConnect = vi.fn(() => Promise.resolve());
  disconnect = vi.fn(() => Promise.resolve());
  signTransaction = vi.fn((tx: unknown) => Promise.resolve(tx));
  signAllTransactions = vi.fn((txs: unknown[]) => Promise.resolve(txs));
  signMessage = vi.fn(() => Promise.resolve(new Uint8Array([1])));
  sendTransaction = vi.fn(() => Promise.resolve('sig'));
}

// The real adapter opens a wallet app on an Android phone, which neither jsdom nor the sandbox has.
vi.mock('mwa-real', () => ({
  // A constructor function, as the real class is used with `new`.
  SolanaMobileWalletAdapter: vi.fn(function (config: Record<string, unknown>) {
    const adapter = new FakeReal();
    created.push({ config, adapter });
    return adapter;
  }),
  createDefaultAddressSelector: () => 'real-selector',
  createDefaultAuthorizationResultCache: () => 'real-cache',
  createDefaultWalletNotFoundHandler: () => 'real-not-found',
}));

const { SolanaMobileWalletAdapter, SolanaMobileWalletAdapterWalletName, createDefaultAddressSelector } =
  await import('./mobile-wallet-adapter-lazy');

describe('lazy Mobile Wallet Adapter', () => {
  it('keeps the real name and loads nothing until the user connects', () => {
    const lazy = new SolanaMobileWalletAdapter({ appIdentity: { uri: 'https://app' }, cluster: 'mainnet-beta' });
    expect(lazy.name).toBe(SolanaMobileWalletAdapterWalletName);
    expect(SolanaMobileWalletAdapterWalletName).toBe('Mobile Wallet Adapter');
    expect(created).toHaveLength(0);
    expect(lazy.publicKey).toBeNull();
  });

  it('creates the real adapter with the real defaults on connect, forwards its events and delegates signing', async () => {
    const lazy = new SolanaMobileWalletAdapter({
      appIdentity: { uri: 'https://app' },
      cluster: 'mainnet-beta',
      addressSelector: createDefaultAddressSelector(),
    });
    const onConnect = vi.fn();
    lazy.on('connect', onConnect);
    await lazy.connect();
    const real = created.at(-1);
    expect(real?.config).toMatchObject({
      appIdentity: { uri: 'https://app' },
      cluster: 'mainnet-beta',
      addressSelector: 'real-selector',
      authorizationResultCache: 'real-cache',
      onWalletNotFound: 'real-not-found',
    });
    expect(onConnect).toHaveBeenCalledWith(real?.adapter.publicKey);
    expect(lazy.publicKey?.equals(new PublicKey(new Uint8Array(32).fill(7)))).toBe(true);

    await expect(lazy.signMessage(new Uint8Array([9]))).resolves.toEqual(new Uint8Array([1]));
    await lazy.disconnect();
    expect(real?.adapter.disconnect).toHaveBeenCalled();
    expect(created).toHaveLength(1);
  });
});

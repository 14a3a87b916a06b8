import {
  BaseMessageSignerWalletAdapter,
  WalletNotReadyError,
  WalletReadyState,
  type SendTransactionOptions,
  type WalletName,
} from '@solana/wallet-adapter-base';
import type { Connection, PublicKey, Transaction, TransactionVersion, VersionedTransaction } from '@solana/web3.js';

/** Stands in for `@solana-mobile/wallet-adapter-mobile` (vite.config.ts alias): saves ~40 KB gzip on every page. */

type RealModule = typeof import('mwa-real');
type RealAdapter = InstanceType<RealModule['SolanaMobileWalletAdapter']>;
type LazyConfig = Record<string, unknown>;

export const SolanaMobileWalletAdapterWalletName = 'Mobile Wallet Adapter' as WalletName<'Mobile Wallet Adapter'>;

// The defaults are created by the real module when it loads; these markers only say "use the default".
const DEFAULT = Symbol('mwa-default');
export const createDefaultAddressSelector = () => DEFAULT;
export const createDefaultAuthorizationResultCache = () => DEFAULT;
export const createDefaultWalletNotFoundHandler = () => DEFAULT;

const loadReal = (): Promise<RealModule> => import('mwa-real');

export class SolanaMobileWalletAdapter extends BaseMessageSignerWalletAdapter {
  name = SolanaMobileWalletAdapterWalletName;
  url = 'https://solanamobile.com/wallets';
  icon =
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyOCAyOCI+PHJlY3Qgd2lkdGg9IjI4IiBoZWlnaHQ9IjI4IiByeD0iNiIgZmlsbD0iIzE0MTQxNCIvPjxyZWN0IHg9IjkiIHk9IjUiIHdpZHRoPSIxMCIgaGVpZ2h0PSIxOCIgcng9IjIiIGZpbGw9Im5vbmUiIHN0cm9rZT0iIzdjYzRmZiIgc3Ryb2tlLXdpZHRoPSIyIi8+PC9zdmc+' as const;
  readonly supportedTransactionVersions: ReadonlySet<TransactionVersion> = new Set(['legacy', 0] as const);

  #config: LazyConfig;
  #real: RealAdapter | null = null;
  #loading: Promise<RealAdapter> | null = null;

  constructor(config: LazyConfig) {
    super();
    this.#config = config;
  }

  get publicKey(): PublicKey | null {
    return this.#real?.publicKey ?? null;
  }
  override get connecting(): boolean {
    return this.#real?.connecting ?? this.#loading !== null;
  }
  get readyState(): WalletReadyState {
    return typeof window === 'undefined' ? WalletReadyState.Unsupported : WalletReadyState.Loadable;
  }

  async #adapter(): Promise<RealAdapter> {
    if (this.#real) return this.#real;
    this.#loading ??= loadReal().then((m) => {
      const real = new m.SolanaMobileWalletAdapter({
        ...this.#config,
        addressSelector: m.createDefaultAddressSelector(),
        authorizationResultCache: m.createDefaultAuthorizationResultCache(),
        onWalletNotFound: m.createDefaultWalletNotFoundHandler(),
      });
      real.on('connect', (pk) => this.emit('connect', pk));
      real.on('disconnect', () => this.emit('disconnect'));
      real.on('error', (e) => this.emit('error', e));
      real.on('readyStateChange', (s) => this.emit('readyStateChange', s));
      this.#real = real;
      return real;
    });
    try {
      return await this.#loading;
    } catch (e) {
      this.#loading = null;
      throw new WalletNotReadyError('Could not load the Mobile Wallet Adapter', e);
    }
  }

  override async autoConnect(): Promise<void> {
    await (await this.#adapter()).autoConnect();
  }
  async connect(): Promise<void> {
    await (await this.#adapter()).connect();
  }
  async disconnect(): Promise<void> {
    await this.#real?.disconnect();
  }
  async signTransaction<T extends Transaction | VersionedTransaction>(tx: T): Promise<T> {
    return (await this.#adapter()).signTransaction(tx);
  }
  override async signAllTransactions<T extends Transaction | VersionedTransaction>(txs: T[]): Promise<T[]> {
    return (await this.#adapter()).signAllTransactions(txs);
  }
  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    return (await this.#adapter()).signMessage(message);
  }
  override async sendTransaction(
    tx: Transaction | VersionedTransaction,
    connection: Connection,
    options?: SendTransactionOptions,
  ): Promise<string> {
    return (await this.#adapter()).sendTransaction(tx, connection, options);
  }
}

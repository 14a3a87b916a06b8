import { Keypair } from '@solana/web3.js';
import type { Approve, TransactionSummary } from './approval';
import { SANDBOX_AUTHORIZED_KEY, SANDBOX_WALLET_NAME } from './constants';
import { decodeForSigning, describeTransaction } from './describe-transaction';
import { importSeedForSigning, signBytes } from './ed25519';
import { SandboxWalletError, UserRejectedError } from './errors';

/* The wallet-standard protocol written out: its packages are only transitive dependencies of the wallet adapter. */

export type SolanaChain = 'solana:localnet';
export const SANDBOX_CHAINS: readonly SolanaChain[] = ['solana:localnet'];

export interface StandardWalletAccount {
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly chains: readonly string[];
  readonly features: readonly string[];
  readonly label?: string;
  readonly icon?: string;
}

interface ChangeProperties {
  accounts?: readonly StandardWalletAccount[];
}
type ChangeListener = (properties: ChangeProperties) => void;

export interface SignTransactionInput {
  account: StandardWalletAccount;
  transaction: Uint8Array;
  chain?: string;
}
export interface SignMessageInput {
  account: StandardWalletAccount;
  message: Uint8Array;
}

export interface SandboxWalletFeatures {
  'standard:connect': {
    version: '1.0.0';
    connect: (input?: { silent?: boolean }) => Promise<{ accounts: readonly StandardWalletAccount[] }>;
  };
  'standard:disconnect': { version: '1.0.0'; disconnect: () => Promise<void> };
  'standard:events': { version: '1.0.0'; on: (event: 'change', listener: ChangeListener) => () => void };
  'solana:signTransaction': {
    version: '1.0.0';
    supportedTransactionVersions: readonly ('legacy' | 0)[];
    signTransaction: (...inputs: SignTransactionInput[]) => Promise<{ signedTransaction: Uint8Array }[]>;
  };
  'solana:signMessage'?: {
    version: '1.0.0';
    signMessage: (
      ...inputs: SignMessageInput[]
    ) => Promise<{ signedMessage: Uint8Array; signature: Uint8Array; signatureType: 'ed25519' }[]>;
  };
}

export interface SandboxWalletOptions {
  seed: Uint8Array;
  /** The seed's public key when already known (install.ts), so that it is not derived again here. */
  publicKey?: Uint8Array;
  /** Asks the user; resolves false to reject. Injected by the app so this layer never renders UI. */
  approve: Approve;
  origin: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  signsMessages?: boolean;
}

const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyOCAyOCI+PHJlY3Qgd2lkdGg9IjI4IiBoZWlnaHQ9IjI4IiByeD0iNiIgZmlsbD0iIzFmMmEyMCIvPjxwYXRoIGQ9Ik02IDE5aDE2bC0yIDQgSDhsLTItNHoiIGZpbGw9IiNlNmM4N2EiLz48cGF0aCBkPSJNOSAxNmMwLTQgMi03IDUtN3M1IDMgNSA3IiBmaWxsPSJub25lIiBzdHJva2U9IiM3ZmQ0OWEiIHN0cm9rZS13aWR0aD0iMiIvPjxjaXJjbGUgY3g9IjE0IiBjeT0iNiIgcj0iMiIgZmlsbD0iIzdmZDQ5YSIvPjwvc3ZnPg==' as const;

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Every connect and signature waits for `approve` (the app's dialog), so "the user rejected" is a real path. */
export class SandboxWallet {
  readonly version = '1.0.0' as const;
  readonly name = SANDBOX_WALLET_NAME;
  readonly icon = ICON;
  readonly chains = SANDBOX_CHAINS;
  readonly features: SandboxWalletFeatures;
  readonly address: string;

  readonly #keypair: Keypair;
  readonly #account: StandardWalletAccount;
  readonly #options: SandboxWalletOptions;
  readonly #listeners = new Set<ChangeListener>();
  #connected = false;
  #connecting: Promise<{ accounts: readonly StandardWalletAccount[] }> | null = null;
  #messageKey: Promise<CryptoKey> | null = null;

  constructor(options: SandboxWalletOptions) {
    this.#options = options;
    this.#keypair = options.publicKey
      ? Keypair.fromSecretKey(Uint8Array.from([...options.seed, ...options.publicKey]), { skipValidation: true })
      : Keypair.fromSeed(options.seed);
    this.address = this.#keypair.publicKey.toBase58();
    const signsMessages = options.signsMessages ?? true;
    this.#account = Object.freeze({
      address: this.address,
      publicKey: this.#keypair.publicKey.toBytes(),
      chains: SANDBOX_CHAINS,
      features: signsMessages ? ['solana:signTransaction', 'solana:signMessage'] : ['solana:signTransaction'],
      label: SANDBOX_WALLET_NAME,
      icon: ICON,
    });
    this.features = {
      'standard:connect': { version: '1.0.0', connect: (input) => this.#connect(input) },
      'standard:disconnect': { version: '1.0.0', disconnect: () => this.#disconnect() },
      'standard:events': { version: '1.0.0', on: (_event, listener) => this.#on(listener) },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs) => this.#signTransactions(inputs),
      },
    };
    if (signsMessages)
      this.features['solana:signMessage'] = {
        version: '1.0.0',
        signMessage: (...inputs) => this.#signMessages(inputs),
      };
  }

  get accounts(): readonly StandardWalletAccount[] {
    return this.#connected ? [this.#account] : [];
  }

  #on(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emitAccounts(): void {
    const accounts = this.accounts;
    for (const listener of [...this.#listeners]) listener({ accounts });
  }

  async #connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardWalletAccount[] }> {
    if (this.#connected) return { accounts: this.accounts };
    this.#connecting ??= (async () => {
      const remembered = this.#options.storage?.getItem(SANDBOX_AUTHORIZED_KEY) === 'true';
      // A silent (auto-)connect reconnects only what the user approved before. Otherwise it asks, like a first
      // connect, rather than failing: the wallet is part of this app, and a failed auto-connect only logs an error.
      if (!(input?.silent && remembered)) {
        const approved = await this.#options.approve({
          kind: 'connect',
          origin: this.#options.origin,
          address: this.address,
        });
        if (!approved) throw new UserRejectedError();
      }
      this.#options.storage?.setItem(SANDBOX_AUTHORIZED_KEY, 'true');
      this.#connected = true;
      this.#emitAccounts();
      return { accounts: this.accounts };
    })().finally(() => {
      this.#connecting = null;
    });
    return this.#connecting;
  }

  #disconnect(): Promise<void> {
    this.#options.storage?.removeItem(SANDBOX_AUTHORIZED_KEY);
    if (this.#connected) {
      this.#connected = false;
      this.#emitAccounts();
    }
    return Promise.resolve();
  }

  #checkAccount(account: StandardWalletAccount): void {
    if (!this.#connected) throw new SandboxWalletError('The Sandbox wallet is not connected.');
    if (account.address !== this.address) {
      throw new SandboxWalletError(`The Sandbox wallet has no account ${account.address}.`);
    }
  }

  async #signTransactions(inputs: SignTransactionInput[]): Promise<{ signedTransaction: Uint8Array }[]> {
    if (inputs.length === 0) return [];
    const decoded = inputs.map((input) => {
      this.#checkAccount(input.account);
      if (input.chain !== undefined && !(SANDBOX_CHAINS as readonly string[]).includes(input.chain)) {
        throw new SandboxWalletError(`The Sandbox wallet signs only for ${SANDBOX_CHAINS.join(', ')}.`);
      }
      const tx = decodeForSigning(input.transaction);
      return { tx, summary: describeTransaction(tx, this.address), original: input.transaction };
    });
    if (!decoded.some((d) => d.summary.walletMustSign)) {
      throw new SandboxWalletError(
        inputs.length === 1
          ? 'This transaction does not ask the Sandbox wallet to sign.'
          : 'None of these transactions asks the Sandbox wallet to sign.',
      );
    }
    const transactions: TransactionSummary[] = decoded.map((d) => d.summary);
    const approved = await this.#options.approve({
      kind: 'sign-transactions',
      origin: this.#options.origin,
      address: this.address,
      transactions,
    });
    if (!approved) throw new UserRejectedError();
    return decoded.map(({ tx, summary, original }) => {
      if (!summary.walletMustSign) return { signedTransaction: original };
      // VersionedTransaction.sign fills only this key's slot; co-signers' signatures stay as they came.
      tx.sign([this.#keypair]);
      return { signedTransaction: tx.serialize() };
    });
  }

  async #signMessages(
    inputs: SignMessageInput[],
  ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array; signatureType: 'ed25519' }[]> {
    const outputs: { signedMessage: Uint8Array; signature: Uint8Array; signatureType: 'ed25519' }[] = [];
    for (const input of inputs) {
      this.#checkAccount(input.account);
      const approved = await this.#options.approve({
        kind: 'sign-message',
        origin: this.#options.origin,
        address: this.address,
        text: decodeUtf8(input.message),
        hex: toHex(input.message),
      });
      if (!approved) throw new UserRejectedError();
      this.#messageKey ??= importSeedForSigning(this.#options.seed);
      const signature = await signBytes(await this.#messageKey, input.message);
      outputs.push({ signedMessage: input.message, signature, signatureType: 'ed25519' });
    }
    return outputs;
  }
}

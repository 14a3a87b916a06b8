import { Keypair } from '@solana/web3.js';
import type { Ledger } from '../chain/ledger';
import type { AccountData } from '../chain/types';
import { type Address, hashBytes } from '../world/address';
import { RENT_EPOCH_EXEMPT } from '../chain/programs';
import { NATIVE_MINT, TOKEN_2022_PROGRAM } from '../world/token';
import {
  encodeTokenAccount,
  isTokenAccountData,
  readTokenAccount,
  readTokenAmount,
  withAmount,
} from '../world/token-layout';
import type { DexLabel, Pool, PoolAddresses, PoolLayout, PoolVaults } from './pool-layout';

/** The part of the ledger the pools use. */
export type PoolLedger = Pick<Ledger, 'getAccount' | 'setAccount' | 'rentExemptMinimum' | 'on'>;

export interface Reserves {
  readonly base: bigint;
  readonly quote: bigint;
}

/**
 * The pools on the ledger. A pool's reserves are its two vaults' token balances, nothing else: reads go to the ledger
 * through a small cache that the ledger's `account` event clears, so a swap transaction, a market trade or a direct
 * write all show up in the next quote. A pool's vaults are written (with its genesis reserves) the first time anything
 * touches it, which keeps a cold start within budget (10,000 vault writes cost ~1.4 s here, even the 240 of the
 * well-known pools ~35 ms); until then its reserves are its genesis reserves, exactly what the vaults will hold.
 *
 * Vaults are token accounts owned by a pool authority: one keypair per DEX label, derived from the seed and held only
 * by the sandbox (as a real AMM's program-derived authority is held only by its program), so the swap routes can sign
 * vault transfers.
 */
export class Liquidity {
  private materialized: Set<number>;
  /** Vault accounts as last read or written; the ledger's `account` event drops an entry when anything else writes. */
  private readonly cache = new Map<Address, AccountData>();
  /** vault → pool, for the pools on chain. */
  private readonly vaults = new Map<Address, Pool>();
  private readonly authorities = new Map<DexLabel, Keypair>();
  /** Authorities of pools created on chain (Studio), by address. */
  private readonly ownAuthorities = new Map<Address, Keypair>();
  private readonly listeners = new Set<(pool: Pool) => void>();
  /** Bumped on every reserve change anywhere: derived figures (prices) cache against it. */
  version = 0;

  constructor(
    private readonly ledger: PoolLedger,
    readonly layout: PoolLayout,
    private readonly seed: string,
    onChain: Iterable<number>,
    recovered: ReadonlySet<Address> = new Set(),
  ) {
    this.materialized = new Set();
    for (const index of onChain) {
      const pool = layout.pools[index];
      if (pool) this.track(pool);
    }
    // Vaults the journal brought back after a crash, first written after the last save.
    if (recovered.size > 0)
      for (const pool of layout.pools)
        if (!pool.own && !this.materialized.has(pool.index) && recovered.has(layout.vaults(pool).baseVault))
          this.track(pool);
    ledger.on('account', (address) => {
      const pool = this.vaults.get(address);
      if (!pool) return;
      this.cache.delete(address);
      this.version += 1;
      for (const listener of this.listeners) listener(pool);
    });
  }

  /** After the ledger was reset to a new genesis: forget what was on chain and seed again. */
  reset() {
    this.ownAuthorities.clear();
    this.materialized = new Set();
    this.vaults.clear();
    this.cache.clear();
    this.version += 1;
  }

  /** Called after every reserve change of a pool (including the first write of its vaults). */
  onChange(listener: (pool: Pool) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Pools whose vaults are on the ledger, for the saved state. */
  onChainIndices(): number[] {
    return [...this.materialized].sort((a, b) => a - b);
  }

  isOnChain(pool: Pool): boolean {
    return this.materialized.has(pool.index);
  }

  /** The pool a vault belongs to (pools on chain only: a vault not yet written cannot be debited). */
  poolOfVault(vault: Address): Pool | undefined {
    return this.vaults.get(vault);
  }

  addresses(pool: Pool): PoolAddresses {
    return this.layout.addresses(pool);
  }

  /** The pool authority that owns the vaults; swap transactions need its signature to pay out of a vault. */
  authority(pool: Pool): Keypair {
    if (pool.own) return pool.own.authority;
    let keypair = this.authorities.get(pool.dex);
    if (!keypair) {
      keypair = Keypair.fromSeed(hashBytes('pool-authority', this.seed, pool.dex));
      this.authorities.set(pool.dex, keypair);
    }
    return keypair;
  }

  reserves(pool: Pool): Reserves {
    if (!this.materialized.has(pool.index)) return { base: pool.genesisBase, quote: pool.genesisQuote };
    return this.effective(pool, this.vaultBalances(pool));
  }

  /** The vaults' token balances (for a curve pool these differ from the reserves it prices at). */
  vaultBalances(pool: Pool): Reserves {
    const { baseVault, quoteVault } = this.layout.vaults(pool);
    return { base: this.balance(baseVault), quote: this.balance(quoteVault) };
  }

  /** Reserves as the pool prices them, from vault balances. */
  effective(pool: Pool, vault: Reserves): Reserves {
    return pool.curve ? pool.curve.effective(vault) : vault;
  }

  /**
   * A pool whose vaults a landed transaction created (Studio): tracked like a seeded pool on chain, its authority
   * known to the co-signer.
   */
  adopt(pool: Pool) {
    if (!pool.own) throw new Error('only a pool created on chain can be adopted');
    this.ownAuthorities.set(pool.own.authority.publicKey.toBase58(), pool.own.authority);
    this.track(pool);
    this.version += 1;
    for (const listener of this.listeners) listener(pool);
  }

  /** The keypair of an on-chain-created pool's authority, by its address. */
  ownAuthority(address: Address): Keypair | undefined {
    return this.ownAuthorities.get(address);
  }

  /**
   * The vault as the ledger holds it. Cached because every litesvm read of a freshly written account costs native
   * memory that is never returned (LiteSVM/litesvm#345), and the market writes the same vaults over and over.
   */
  private vault(address: Address): AccountData | null {
    const cached = this.cache.get(address);
    if (cached) return cached;
    const account = this.ledger.getAccount(address);
    if (account) this.cache.set(address, account);
    return account;
  }

  private balance(vault: Address): bigint {
    return readTokenAmount(this.vault(vault)?.data);
  }

  private track(pool: Pool) {
    const { baseVault, quoteVault } = this.layout.vaults(pool);
    this.materialized.add(pool.index);
    this.vaults.set(baseVault, pool);
    this.vaults.set(quoteVault, pool);
  }

  /** Make sure the pool's vaults exist on the ledger (holding the genesis reserves the first time). */
  ensureOnChain(pool: Pool): PoolVaults {
    const addresses = this.layout.vaults(pool);
    if (this.materialized.has(pool.index)) return addresses;
    if (pool.own) throw new Error(`pool ${pool.own.id} was created on chain and is not adopted`);
    // Vaults already on the ledger that the saved engine state does not list came back from the journal after a crash.
    if (!this.vault(addresses.baseVault)) {
      const owner = this.authority(pool).publicKey.toBase58();
      this.writeVault(addresses.baseVault, pool.baseMint, pool.baseProgram, owner, pool.genesisBase);
      this.writeVault(addresses.quoteVault, pool.quoteMint, pool.quoteProgram, owner, pool.genesisQuote);
    }
    this.track(pool);
    this.version += 1;
    for (const listener of this.listeners) listener(pool);
    return addresses;
  }

  private writeVault(vault: Address, mint: Address, program: Address, owner: Address, amount: bigint) {
    const token2022 = program === TOKEN_2022_PROGRAM;
    const data = encodeTokenAccount({
      mint,
      owner,
      amount,
      nativeReserve: null,
      immutableOwner: token2022,
    });
    const rent = this.ledger.rentExemptMinimum(data.length);
    const native = mint === NATIVE_MINT;
    const account: AccountData = {
      // Wrapped SOL: the token amount is the lamports above the rent reserve.
      lamports: rent + (native ? amount : 0n),
      owner: program,
      data: native ? encodeTokenAccount({ mint, owner, amount, nativeReserve: rent, immutableOwner: false }) : data,
      executable: false,
      rentEpoch: RENT_EPOCH_EXEMPT,
    };
    this.ledger.setAccount(vault, account);
    this.cache.set(vault, account);
  }

  /**
   * Set a pool's reserves by writing its vault balances directly: the market's trades and the control API's price
   * changes. (The tokens come from or go to holders outside the ledger, as when funding mints from nowhere.)
   */
  writeReserves(pool: Pool, next: Reserves) {
    const { baseVault, quoteVault } = this.ensureOnChain(pool);
    this.writeAmount(baseVault, next.base);
    this.writeAmount(quoteVault, next.quote);
  }

  private writeAmount(vault: Address, amount: bigint) {
    const account = this.vault(vault);
    if (!account || !isTokenAccountData(account.data)) throw new Error(`pool vault ${vault} is not a token account`);
    const current = readTokenAccount(account.data);
    if (current.amount === amount) return;
    const lamports = current.isNative ? account.lamports - current.amount + amount : account.lamports;
    const next = { ...account, lamports, data: withAmount(account.data, amount) };
    this.ledger.setAccount(vault, next);
    this.cache.set(vault, next);
  }
}

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

export type PoolLedger = Pick<Ledger, 'getAccount' | 'setAccount' | 'rentExemptMinimum' | 'on'>;

export interface Reserves {
  readonly base: bigint;
  readonly quote: bigint;
}

// Reserves are the vault balances (cached, cleared by the ledger's `account` event); vaults are written on first touch
// (10,000 vault writes cost ~1.4 s, the 240 well-known ~35 ms). One authority per label, held only by the sandbox.
export class Liquidity {
  private materialized: Set<number>;
  private readonly cache = new Map<Address, AccountData>();
  private readonly vaults = new Map<Address, Pool>();
  private readonly authorities = new Map<DexLabel, Keypair>();
  private readonly ownAuthorities = new Map<Address, Keypair>();
  private readonly listeners = new Set<(pool: Pool) => void>();
  /** Derived figures (prices) cache against it. */
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

  reset() {
    this.ownAuthorities.clear();
    this.materialized = new Set();
    this.vaults.clear();
    this.cache.clear();
    this.version += 1;
  }

  onChange(listener: (pool: Pool) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onChainIndices(): number[] {
    return [...this.materialized].sort((a, b) => a - b);
  }

  isOnChain(pool: Pool): boolean {
    return this.materialized.has(pool.index);
  }

  /** A vault not yet written cannot be debited. */
  poolOfVault(vault: Address): Pool | undefined {
    return this.vaults.get(vault);
  }

  addresses(pool: Pool): PoolAddresses {
    return this.layout.addresses(pool);
  }

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

  /** For a curve pool these differ from the reserves it prices at. */
  vaultBalances(pool: Pool): Reserves {
    const { baseVault, quoteVault } = this.layout.vaults(pool);
    return { base: this.balance(baseVault), quote: this.balance(quoteVault) };
  }

  effective(pool: Pool, vault: Reserves): Reserves {
    return pool.curve ? pool.curve.effective(vault) : vault;
  }

  adopt(pool: Pool) {
    if (!pool.own) throw new Error('only a pool created on chain can be adopted');
    this.ownAuthorities.set(pool.own.authority.publicKey.toBase58(), pool.own.authority);
    this.track(pool);
    this.version += 1;
    for (const listener of this.listeners) listener(pool);
  }

  ownAuthority(address: Address): Keypair | undefined {
    return this.ownAuthorities.get(address);
  }

  /** Cached: every litesvm read of a fresh write costs native memory never returned (LiteSVM/litesvm#345). */
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

  /** Direct vault writes (market trades, control prices): the tokens come from or go to holders off the ledger. */
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

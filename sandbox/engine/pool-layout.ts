import type { Keypair } from '@solana/web3.js';
import { type Address, derivedAddress } from '../world/address';
import { NATIVE_MINT, type TokenProgram } from '../world/token';
import { WELL_KNOWN_MINTS } from '../world/well-known';
import type { World } from '../world/world';
import { fnv1a, mix, unit } from './profile';
import { type DexLabel, poolSpecs } from './pool-venues';

export { DEX_LABELS, type DexLabel } from './pool-venues';

export const USDC_MINT = WELL_KNOWN_MINTS.USDC;
export const SOL_MINT = NATIVE_MINT;

/** Everything here is fixed by the seed and the world: rebuilt at every start, never saved. */
export interface Pool {
  /** The key the engine's saved state uses. */
  readonly index: number;
  readonly dex: DexLabel;
  readonly baseMint: Address;
  readonly quoteMint: Address;
  readonly baseDecimals: number;
  readonly quoteDecimals: number;
  readonly baseProgram: TokenProgram;
  readonly quoteProgram: TokenProgram;
  readonly feeBps: number;
  readonly genesisBase: bigint;
  readonly genesisQuote: bigint;
  readonly createdAt: string;
  readonly wellKnown: boolean;
  readonly own?: PoolOwnership;
  /** A Studio pool before it graduates. */
  readonly curve?: PoolCurve;
}

export interface PoolOwnership {
  readonly id: Address;
  readonly vaults: PoolVaults;
  readonly authority: Keypair;
}

export interface PoolCurve {
  /** Virtual reserves added, fees held left out. */
  effective(vault: { base: bigint; quote: bigint }): { base: bigint; quote: bigint };
  exactIn(
    effective: { base: bigint; quote: bigint },
    amountIn: bigint,
    baseIn: boolean,
  ): { amountOut: bigint; fee: bigint };
}

export interface PoolVaults {
  readonly baseVault: Address;
  readonly quoteVault: Address;
}

/** Derived on demand: thousands of sha256 + base58 at every start would cost ~60 ms. */
export interface PoolAddresses extends PoolVaults {
  /** The sandbox keeps no pool-state account. */
  readonly id: Address;
}

export interface PoolLayout {
  readonly pools: readonly Pool[];
  readonly byMint: ReadonlyMap<Address, readonly Pool[]>;
  readonly byBase: ReadonlyMap<Address, readonly Pool[]>;
  readonly fingerprint: string;
  vaults(pool: Pool): PoolVaults;
  addresses(pool: Pool): PoolAddresses;
  register(pool: Omit<Pool, 'index'>): Pool;
  truncate(count: number): void;
}

const SOL_USDC_LIQUIDITY_SHARE = 0.25;
const MINUTE_MS = 60_000;
/** Bump when addresses are derived differently: saved state then refuses to load instead of misreading. */
export const LAYOUT_VERSION = 2;
const DAY_MS = 86_400_000;

function rawFor(usd: number, priceUsd: number, decimals: number): bigint {
  const raw = Math.round((usd / priceUsd) * 10 ** decimals);
  const capped = Math.min(Math.max(raw, 1), 2 ** 62);
  return BigInt(capped);
}

/** Well-known tokens get 2–4 pools against USDC and SOL, the long tail one; genesis reserves at the reference price. */
export function buildPoolLayout(world: World): PoolLayout {
  const sol = world.byMint.get(SOL_MINT);
  const usdc = world.byMint.get(USDC_MINT);
  if (!sol || !usdc) throw new Error('the world has no SOL or USDC: pools need both as quotes');
  const pools: Pool[] = [];
  const byMint = new Map<Address, Pool[]>();
  const byBase = new Map<Address, Pool[]>();
  const push = (map: Map<Address, Pool[]>, mint: Address, pool: Pool) => {
    const list = map.get(mint);
    if (list) list.push(pool);
    else map.set(mint, [pool]);
  };
  const seedSalt = fnv1a(`pools\0${world.seed}`);
  let fingerprint = seedSalt;
  for (const token of world.tokens) {
    const salt = fnv1a(token.id, seedSalt);
    const eager = token.origin === 'well-known';
    const specs = poolSpecs(token, salt);
    const liquidity =
      token.id === SOL_MINT ? token.referenceLiquidityUsd * SOL_USDC_LIQUIDITY_SHARE : token.referenceLiquidityUsd;
    const tokenCreated = Date.parse(token.createdAt);
    for (const spec of specs) {
      const quote = spec.quote === SOL_MINT ? sol : usdc;
      const half = (liquidity * spec.share) / 2;
      // Pools open after the mint: minutes to hours for a launchpad graduation, days for a well-known venue.
      const delay = eager ? (1 + 59 * unit(salt, 4)) * DAY_MS : (24 * 60) ** unit(salt, 5) * MINUTE_MS;
      const pool: Pool = {
        index: pools.length,
        dex: spec.dex,
        baseMint: token.id,
        quoteMint: quote.id,
        baseDecimals: token.decimals,
        quoteDecimals: quote.decimals,
        baseProgram: token.tokenProgram,
        quoteProgram: quote.tokenProgram,
        feeBps: spec.feeBps,
        genesisBase: rawFor(half, token.referencePriceUsd, token.decimals),
        genesisQuote: rawFor(half, quote.referencePriceUsd, quote.decimals),
        createdAt: new Date(tokenCreated + Math.round(delay)).toISOString(),
        wellKnown: eager,
      };
      pools.push(pool);
      push(byMint, token.id, pool);
      push(byMint, quote.id, pool);
      push(byBase, token.id, pool);
      fingerprint = mix(fnv1a(pool.dex, mix(salt, fingerprint)), pool.feeBps * 2 + (quote === sol ? 1 : 0));
    }
  }
  const vaultCache = new Map<number, PoolVaults>();
  const idCache = new Map<number, Address>();
  const parts = (pool: Pool) => [world.seed, pool.dex, pool.baseMint, pool.quoteMint, String(pool.feeBps)];
  const vaults = (pool: Pool): PoolVaults => {
    if (pool.own) return pool.own.vaults;
    let found = vaultCache.get(pool.index);
    if (!found) {
      found = {
        baseVault: derivedAddress('pool-vault', ...parts(pool), 'base'),
        quoteVault: derivedAddress('pool-vault', ...parts(pool), 'quote'),
      };
      vaultCache.set(pool.index, found);
    }
    return found;
  };
  return {
    pools,
    byMint,
    byBase,
    fingerprint: `v${String(LAYOUT_VERSION)}-${String(pools.length)}-${fingerprint.toString(16)}`,
    vaults,
    addresses(pool) {
      if (pool.own) return { id: pool.own.id, ...pool.own.vaults };
      let id = idCache.get(pool.index);
      if (id === undefined) {
        id = derivedAddress('pool', ...parts(pool));
        idCache.set(pool.index, id);
      }
      return { id, ...vaults(pool) };
    },
    register(spec) {
      const pool: Pool = { ...spec, index: pools.length };
      pools.push(pool);
      push(byMint, pool.baseMint, pool);
      push(byMint, pool.quoteMint, pool);
      push(byBase, pool.baseMint, pool);
      return pool;
    },
    truncate(count) {
      const dropped = pools.splice(count);
      if (dropped.length === 0) return;
      const gone = new Set(dropped);
      for (const map of [byMint, byBase]) {
        for (const [mint, list] of map) {
          const kept = list.filter((p) => !gone.has(p));
          if (kept.length > 0) map.set(mint, kept);
          else map.delete(mint);
        }
      }
    },
  };
}

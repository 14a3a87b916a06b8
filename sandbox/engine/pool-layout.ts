import type { Keypair } from '@solana/web3.js';
import { type Address, derivedAddress } from '../world/address';
import { rngFromBytes, type Rng } from '../world/rng';
import { NATIVE_MINT, type SandboxToken, type TokenProgram } from '../world/token';
import { WELL_KNOWN_MINTS } from '../world/well-known';
import type { World } from '../world/world';
import { fnv1a, mix, unit } from './profile';

/** Every pool is constant-product. */
export const DEX_LABELS = [
  'Raydium CLMM',
  'Orca Whirlpool',
  'Meteora DLMM',
  'Phoenix',
  'Raydium CPMM',
  'Meteora DAMM v2',
  'Pump.fun AMM',
  'Meteora DBC',
] as const;
export type DexLabel = (typeof DEX_LABELS)[number];

export const USDC_MINT = WELL_KNOWN_MINTS.USDC;
export const SOL_MINT = NATIVE_MINT;

const FEE_TIERS: Record<DexLabel, readonly number[]> = {
  'Raydium CLMM': [1, 5, 25, 100],
  'Orca Whirlpool': [1, 4, 30, 100],
  'Meteora DLMM': [2, 10, 25, 80],
  Phoenix: [2],
  'Raydium CPMM': [25, 100],
  'Meteora DAMM v2': [25, 100],
  'Pump.fun AMM': [25],
  // Studio's bonding curves (sandbox/studio): 1 % or 2 % (spec §4.8); no seeded pool uses the label.
  'Meteora DBC': [100, 200],
};

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

interface PoolSpec {
  readonly dex: DexLabel;
  readonly quote: Address;
  readonly share: number;
  readonly feeBps: number;
}

const STABLES = new Set<Address>([
  WELL_KNOWN_MINTS.USDT,
  '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo', // PYUSD
  WELL_KNOWN_MINTS.JUPUSD,
]);

const SOL_USDC: readonly PoolSpec[] = [
  { dex: 'Orca Whirlpool', quote: USDC_MINT, share: 0.35, feeBps: 4 },
  { dex: 'Raydium CLMM', quote: USDC_MINT, share: 0.3, feeBps: 5 },
  { dex: 'Meteora DLMM', quote: USDC_MINT, share: 0.2, feeBps: 10 },
  { dex: 'Phoenix', quote: USDC_MINT, share: 0.15, feeBps: 2 },
];
const SOL_USDC_LIQUIDITY_SHARE = 0.25;
const CONCENTRATED: readonly DexLabel[] = ['Raydium CLMM', 'Orca Whirlpool', 'Meteora DLMM'];
const LONG_TAIL_VENUES: readonly DexLabel[] = ['Raydium CPMM', 'Meteora DLMM', 'Orca Whirlpool', 'Raydium CLMM'];
const MINUTE_MS = 60_000;
/** Bump when addresses are derived differently: saved state then refuses to load instead of misreading. */
export const LAYOUT_VERSION = 2;
const DAY_MS = 86_400_000;

function splitShares(rng: Rng, n: number, total: number): number[] {
  const weights = Array.from({ length: n }, () => rng.range(0.5, 1.5));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (w / sum) * total);
}

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function tier(rng: Rng, dex: DexLabel, lowest: boolean): number {
  const tiers = FEE_TIERS[dex];
  if (lowest) return tiers[0] ?? 25;
  // Majors sit in the middle tiers; the top tier is for the long tail.
  return tiers[Math.min(tiers.length - 1, rng.int(1, 2))] ?? 25;
}

function wellKnownSpecs(token: SandboxToken, rng: Rng): PoolSpec[] {
  if (token.id === SOL_MINT) return [...SOL_USDC];
  if (token.id === USDC_MINT) return [];
  const stable = STABLES.has(token.id);
  const lst = token.tags.includes('lst');
  const stock = token.tags.includes('stocks');
  const venues = shuffled(rng, CONCENTRATED);
  const specs: PoolSpec[] = [];
  const add = (quote: Address, count: number, total: number, lowFee: boolean) => {
    const shares = splitShares(rng, count, total);
    for (let i = 0; i < count; i++) {
      const dex = venues[(specs.length + i) % venues.length] ?? 'Raydium CLMM';
      specs.push({ dex, quote, share: shares[i] ?? 0, feeBps: tier(rng, dex, lowFee) });
    }
  };
  if (stock) add(USDC_MINT, 2, 1, false);
  else if (stable) {
    add(USDC_MINT, 2, 0.8, true);
    add(SOL_MINT, 1, 0.2, false);
  } else if (lst) {
    add(SOL_MINT, 2, 0.8, true);
    add(USDC_MINT, 1, 0.2, false);
  } else {
    add(USDC_MINT, rng.int(1, 2), 0.55, false);
    add(SOL_MINT, rng.int(1, 2), 0.45, false);
  }
  return specs;
}

function longTailSpec(token: SandboxToken, salt: number): PoolSpec {
  switch (token.launchpad) {
    case 'pump.fun':
      return { dex: 'Pump.fun AMM', quote: SOL_MINT, share: 1, feeBps: 25 };
    case 'letsbonk.fun':
      return { dex: 'Raydium CPMM', quote: SOL_MINT, share: 1, feeBps: 25 };
    case 'met-dbc':
    case 'moonshot':
      return { dex: 'Meteora DAMM v2', quote: unit(salt, 1) < 0.7 ? SOL_MINT : USDC_MINT, share: 1, feeBps: 100 };
    default: {
      const dex = LONG_TAIL_VENUES[Math.floor(unit(salt, 2) * LONG_TAIL_VENUES.length)] ?? 'Raydium CPMM';
      const tiers = FEE_TIERS[dex].filter((f) => f >= 25);
      const feeBps = tiers[Math.floor(unit(salt, 3) * tiers.length)] ?? 25;
      return { dex, quote: unit(salt, 1) < 0.75 ? SOL_MINT : USDC_MINT, share: 1, feeBps };
    }
  }
}

function rawFor(usd: number, priceUsd: number, decimals: number): bigint {
  const raw = Math.round((usd / priceUsd) * 10 ** decimals);
  const capped = Math.min(Math.max(raw, 1), 2 ** 62);
  return BigInt(capped);
}

/** No sha256: the layout is rebuilt at every start. */
function cheapRng(salt: number): Rng {
  const seed = new Uint8Array(16);
  const view = new DataView(seed.buffer);
  for (let k = 0; k < 4; k++) view.setUint32(4 * k, mix(salt, k), true);
  return rngFromBytes(seed);
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
    // sfc32 for the few well-known tokens; plain mixes for the long tail (no closures either: this runs every start).
    const specs = eager ? wellKnownSpecs(token, cheapRng(salt)) : [longTailSpec(token, salt)];
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

import type { Address } from '../world/address';
import { rngFromBytes, type Rng } from '../world/rng';
import { NATIVE_MINT, type SandboxToken } from '../world/token';
import { WELL_KNOWN_MINTS } from '../world/well-known';
import { mix, unit } from './profile';

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

const USDC_MINT = WELL_KNOWN_MINTS.USDC;
const SOL_MINT = NATIVE_MINT;

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

export interface PoolSpec {
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
const CONCENTRATED: readonly DexLabel[] = ['Raydium CLMM', 'Orca Whirlpool', 'Meteora DLMM'];
const LONG_TAIL_VENUES: readonly DexLabel[] = ['Raydium CPMM', 'Meteora DLMM', 'Orca Whirlpool', 'Raydium CLMM'];

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

/** No sha256: the layout is rebuilt at every start. */
function cheapRng(salt: number): Rng {
  const seed = new Uint8Array(16);
  const view = new DataView(seed.buffer);
  for (let k = 0; k < 4; k++) view.setUint32(4 * k, mix(salt, k), true);
  return rngFromBytes(seed);
}

/** The venues, quotes, liquidity shares and fees of a token's pools, fixed by its salt. */
export function poolSpecs(token: SandboxToken, salt: number): PoolSpec[] {
  // sfc32 for the few well-known tokens; plain mixes for the long tail (no closures either: this runs every start).
  return token.origin === 'well-known' ? wellKnownSpecs(token, cheapRng(salt)) : [longTailSpec(token, salt)];
}

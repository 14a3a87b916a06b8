import { type Address, derivedAddress, encodeAddress, hashBytes } from './address';
import { tokenNaming } from './names';
import { type Rng, rngFromBytes } from './rng';
import {
  organicScoreLabel,
  type SandboxToken,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  type TokenAudit,
  type TokenLinks,
} from './token';

export interface GenerateOptions {
  readonly count: number;
  /** Fixed by default so a seed always gives the same world. */
  readonly epochMs: number;
  readonly reservedMints: ReadonlySet<Address>;
  /** So no generated token impersonates a well-known one. */
  readonly reservedSymbols: ReadonlySet<string>;
}

/** Serial deployers make many tokens, which `audit.devMints` then shows. */
const DEV_POOL = 1500;
const SERIAL_DEVS = 40;
/** Far below u64::MAX so funding can mint on top without overflow. */
const MAX_RAW_SUPPLY = 1n << 60n;
const YEAR_S = 365 * 86_400;

/** Weighted by how common each is on the long tail. */
const LAUNCHPADS = [
  ['pump.fun', 6],
  ['letsbonk.fun', 2],
  ['met-dbc', 1],
  ['moonshot', 1],
] as const;

const round2 = (n: number): number => Math.round(n * 100) / 100;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Known before any trait is drawn. */
interface Seedling {
  readonly hash: Uint8Array;
  readonly id: Address;
  readonly devIndex: number;
}

const DECIMALS = [
  [6, 50],
  [9, 35],
  [8, 5],
  [5, 4],
  [4, 2],
  [2, 2],
  [0, 2],
] as const;
const SUPPLY_MANTISSAS = [1, 2.1, 4.2, 6.9, 10] as const;
const HANDLE_SUFFIXES = ['sol', 'coin', 'hq', 'official'] as const;

function pickDecimals(rng: Rng, launchpad: string | null): number {
  if (launchpad === 'pump.fun' || launchpad === 'letsbonk.fun') return 6;
  if (launchpad === 'moonshot') return 9;
  return rng.weighted(DECIMALS);
}

function pickSupply(rng: Rng, decimals: number, launchpad: string | null): bigint {
  // Bonding-curve launchpads mint exactly one billion; others pick a round-ish figure.
  let whole =
    launchpad === null || launchpad === 'met-dbc'
      ? BigInt(Math.round(rng.pick(SUPPLY_MANTISSAS) * 10 ** rng.int(0, 6))) * 1_000_000n
      : 1_000_000_000n;
  const unit = 10n ** BigInt(decimals);
  while (whole * unit > MAX_RAW_SUPPLY) whole /= 10n;
  return whole * unit;
}

function pickLinks(rng: Rng, symbol: string): TokenLinks {
  const handle = `${symbol.toLowerCase()}${rng.chance(0.5) ? '' : rng.pick(HANDLE_SUFFIXES)}`;
  const links: Mutable<TokenLinks> = {};
  // `.example` is reserved (RFC 2606): a sandbox link can never lead to someone's real site.
  if (rng.chance(0.45)) links.website = `https://${handle}.example`;
  if (rng.chance(0.65)) links.twitter = `https://x.com/${handle}`;
  if (rng.chance(0.35)) links.telegram = `https://t.me/${handle}`;
  if (rng.chance(0.08)) links.discord = `https://discord.gg/${handle}`;
  return links;
}

/** From a hash of (seed, index), so the developers' token counts (`audit.devMints`) are known before the tokens. */
function seedling(seed: string, index: number, reserved: ReadonlySet<Address>): Seedling {
  let hash = hashBytes('long-tail', seed, String(index));
  let id = encodeAddress(hash);
  // A sha256 landing on a mainnet mint will not happen, but a collision would corrupt byMint, so rule it out.
  while (reserved.has(id)) {
    hash = hashBytes('long-tail-retry', id);
    id = encodeAddress(hash);
  }
  const word = ((hash[20] ?? 0) | ((hash[21] ?? 0) << 8) | ((hash[22] ?? 0) << 16) | ((hash[23] ?? 0) << 24)) >>> 0;
  // About 30% of launches come from a few serial deployers.
  const devIndex = (hash[16] ?? 0) < 77 ? word % SERIAL_DEVS : word % DEV_POOL;
  return { hash, id, devIndex };
}

function buildToken(s: Seedling, opts: GenerateOptions, dev: Address, devMints: number): SandboxToken {
  const rng = rngFromBytes(s.hash);
  let naming = tokenNaming(rng);
  while (opts.reservedSymbols.has(naming.symbol.toUpperCase())) naming = tokenNaming(rng);

  const launchpad = rng.chance(0.55) ? rng.weighted(LAUNCHPADS) : null;
  const decimals = pickDecimals(rng, launchpad);
  const token2022 = (launchpad === null || launchpad === 'met-dbc') && rng.chance(0.15);
  // Launchpads revoke both authorities at launch; hand-rolled mints often keep them, which is what audits flag.
  const keepsMint = launchpad === null && rng.chance(0.3);
  const keepsFreeze = launchpad === null && rng.chance(0.22);
  const sus = rng.chance(0.015 + (keepsMint ? 0.07 : 0) + (keepsFreeze ? 0.09 : 0));
  const concentrated = sus || rng.chance(0.12);

  const organicScore = round2(sus ? rng.range(0, 15) : 100 * rng.next() ** 2.5);
  const holderCount = Math.round(10 ** (1 + (organicScore / 100) * 3 + rng.next() * 1.5));
  const supply = pickSupply(rng, decimals, launchpad);
  const wholeSupply = Number(supply / 10n ** BigInt(decimals));
  const mcap = rng.logRange(4_000, 2_000_000) * (1 + organicScore / 4);
  const ageSeconds = rng.logRange(60, 3 * YEAR_S);
  const audit: Mutable<TokenAudit> = {
    mintAuthorityDisabled: !keepsMint,
    freezeAuthorityDisabled: !keepsFreeze,
    topHoldersPercentage: round2(concentrated ? rng.range(60, 98) : rng.range(8, 55)),
    devBalancePercentage: round2(rng.chance(0.15) ? rng.range(10, 60) : rng.range(0, 6)),
    devMints,
  };
  if (sus) audit.isSus = true;

  return {
    id: s.id,
    name: naming.name,
    symbol: naming.symbol,
    decimals,
    tokenProgram: token2022 ? TOKEN_2022_PROGRAM : TOKEN_PROGRAM,
    createdAt: new Date(opts.epochMs - Math.round(ageSeconds * 1000)).toISOString(),
    links: pickLinks(rng, naming.symbol),
    dev,
    mintAuthority: keepsMint ? encodeAddress(rng.bytes(32)) : null,
    freezeAuthority: keepsFreeze ? encodeAddress(rng.bytes(32)) : null,
    totalSupply: supply,
    tags: token2022 ? ['token-2022'] : [],
    isVerified: false,
    audit,
    organicScore,
    organicScoreLabel: organicScoreLabel(organicScore),
    holderCount,
    launchpad,
    referencePriceUsd: mcap / Math.max(wholeSupply, 1),
    referenceLiquidityUsd: Math.round(mcap * rng.range(0.03, 0.25)),
    origin: 'generated',
  };
}

/** Token i depends only on the seed and i: a smaller world is a prefix of a bigger one (apart from `devMints`). */
export function generateLongTail(seed: string, opts: GenerateOptions): SandboxToken[] {
  const seedlings = Array.from({ length: opts.count }, (_, i) => seedling(seed, i, opts.reservedMints));
  const minted = new Uint32Array(DEV_POOL);
  for (const s of seedlings) minted[s.devIndex] = (minted[s.devIndex] ?? 0) + 1;
  const devs = new Map<number, Address>();
  return seedlings.map((s) => {
    let dev = devs.get(s.devIndex);
    if (dev === undefined) {
      dev = derivedAddress('dev', seed, String(s.devIndex));
      devs.set(s.devIndex, dev);
    }
    return buildToken(s, opts, dev, minted[s.devIndex] ?? 1);
  });
}

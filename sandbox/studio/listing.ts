import { STUDIO_TOKEN_DECIMALS, STUDIO_TOTAL_SUPPLY, type CurveParams } from '../../src/utils/studio-curve';
import type { Engine } from '../engine/engine';
import type { Address } from '../world/address';
import type { SandboxToken, TokenLinks } from '../world/token';
import { BASE_PROGRAM, type LaunchKeys, type LaunchRecord, poolCurve, QUOTE_PROGRAM } from './launch';
import { UPLOADS_PATH } from './uploads';

// The token record's links from the uploaded metadata JSON (supplement §8), the empty ones left out.
export const linksOf = (meta: Record<string, string>): TokenLinks =>
  Object.fromEntries((['website', 'twitter', 'telegram'] as const).flatMap((k) => (meta[k] ? [[k, meta[k]]] : [])));

export const graduatedOf = (launch: LaunchRecord, pool: Address): SandboxToken['graduated'] =>
  launch.graduated?.signature ? { pool, at: new Date(launch.graduated.atMs).toISOString() } : undefined;

function tokenOf(launch: LaunchRecord, createdAt: string, dammPool: Address): SandboxToken {
  return {
    id: launch.mint,
    name: launch.name,
    symbol: launch.symbol,
    decimals: STUDIO_TOKEN_DECIMALS,
    tokenProgram: BASE_PROGRAM,
    createdAt,
    links: linksOf(launch.metadata ?? {}),
    dev: launch.creator,
    mintAuthority: null,
    freezeAuthority: null,
    totalSupply: STUDIO_TOTAL_SUPPLY,
    tags: [],
    isVerified: false,
    audit: {
      mintAuthorityDisabled: true,
      freezeAuthorityDisabled: true,
      topHoldersPercentage: 0,
      devBalancePercentage: null,
      devMints: null,
    },
    organicScore: 0,
    organicScoreLabel: 'low',
    holderCount: 0,
    launchpad: 'jup-studio',
    referencePriceUsd: 0,
    referenceLiquidityUsd: 0,
    origin: 'generated',
    iconPath: `${UPLOADS_PATH}/images/${launch.mint}`,
    graduated: graduatedOf(launch, dammPool),
  };
}

// A landed launch's token and its bonding-curve pool join the engine's world; the pool's index is kept.
export function listLaunch(
  engine: Engine,
  launch: LaunchRecord,
  keys: LaunchKeys,
  curve: CurveParams,
  now: () => number,
) {
  const createdAt = new Date(launch.landed?.atMs ?? launch.builtAtMs).toISOString();
  const [pool] = engine.listToken(tokenOf(launch, createdAt, keys.dammPool), [
    {
      baseMint: launch.mint,
      quoteMint: launch.quoteMint,
      baseDecimals: STUDIO_TOKEN_DECIMALS,
      quoteDecimals: launch.quoteDecimals,
      baseProgram: BASE_PROGRAM,
      quoteProgram: QUOTE_PROGRAM,
      feeBps: launch.fee.feeBps,
      createdAt,
      wellKnown: false,
      dex: 'Meteora DBC',
      genesisBase: curve.virtualBase,
      genesisQuote: curve.virtualQuote,
      own: { id: keys.pool, vaults: keys.curveVaults, authority: keys.curveAuthority },
      curve: poolCurve(launch, curve, now),
    },
  ]);
  if (pool) launch.poolIndex = pool.index;
}

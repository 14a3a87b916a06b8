import { Keypair } from '@solana/web3.js';
import {
  buildCurve,
  type CurveParams,
  feeBpsAt,
  type FeeSchedule,
  quoteBuy,
  quoteSell,
  type VestingSchedule,
} from '../../src/utils/studio-curve';
import { lockedVestingConfigOf, vestingScheduleOf } from '../../src/api/studio/schemas-pool-config';
import type { Ledger } from '../chain/ledger';
import type { SandboxTime } from '../chain/sandbox-time';
import type { PoolCurve, PoolVaults } from '../engine/pool-layout';
import { type Address, derivedAddress, hashBytes } from '../world/address';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../world/token';
import { ataOf } from '../kit/tx/builder';

export interface LaunchRecord {
  mint: Address;
  creator: Address;
  name: string;
  symbol: string;
  imageContentType: string;
  quoteMint: Address;
  quoteDecimals: number;
  initialCap: string;
  migrationCap: string;
  vesting: { total: string; cliffUnlock: string; periods: number; durationSeconds: number; cliffSeconds: number };
  fee: FeeSchedule;
  isLpLocked: boolean;
  message: string;
  mintSecret: string;
  builtAtMs: number;
  lastValidBlockHeight: number;
  landed: { atMs: number; signature: string } | null;
  feesAccrued: string;
  creatorClaimed: string;
  graduated: { atMs: number; signature: string } | null;
  vestingReleased: string;
  pendingClaims?: { amount: string; lastValidBlockHeight: number }[];
  poolIndex?: number;
  dammIndex?: number;
  metadata?: Record<string, string>;
  content?: string;
  headerImageType?: string;
}

export interface StudioState {
  launches: LaunchRecord[];
}

export interface StudioDeps {
  readonly seed: string;
  readonly ledger: Ledger;
  readonly time: SandboxTime;
  readonly uploadsDir: string | null;
  readonly onChange: (launch: LaunchRecord) => void;
}

export interface LaunchKeys {
  readonly pool: Address;
  readonly configKey: Address;
  readonly curveAuthority: Keypair;
  readonly vestingAuthority: Keypair;
  readonly dammAuthority: Keypair;
  readonly dammPool: Address;
  readonly curveVaults: PoolVaults;
  readonly dammVaults: PoolVaults;
  readonly vestingVault: Address;
}

export const BASE_PROGRAM = TOKEN_2022_PROGRAM;
export const QUOTE_PROGRAM = TOKEN_PROGRAM;

type KeyTerms = Pick<LaunchRecord, 'mint' | 'quoteMint' | 'initialCap' | 'migrationCap' | 'vesting' | 'isLpLocked'>;

export function launchKeys(seed: string, r: KeyTerms) {
  const key = (role: string) => Keypair.fromSeed(hashBytes('studio', role, seed, r.mint));
  const curveAuthority = key('curve-authority');
  const vestingAuthority = key('vesting-authority');
  const dammAuthority = key('damm-authority');
  const vaultsOf = (owner: Keypair): PoolVaults => ({
    baseVault: ataOf(owner.publicKey.toBase58(), r.mint, BASE_PROGRAM),
    quoteVault: ataOf(owner.publicKey.toBase58(), r.quoteMint, QUOTE_PROGRAM),
  });
  return {
    pool: derivedAddress('studio-dbc-pool', seed, r.mint),
    // Launches with the same terms share a config, as DBC's are immutable; other vesting or unlocked LP need another.
    configKey: derivedAddress(
      'studio-dbc-config',
      seed,
      r.quoteMint,
      r.initialCap,
      r.migrationCap,
      vestingKey(r),
      ...(r.isLpLocked ? [] : ['lp-unlocked']),
    ),
    curveAuthority,
    vestingAuthority,
    dammAuthority,
    dammPool: derivedAddress('studio-damm-pool', seed, r.mint),
    curveVaults: vaultsOf(curveAuthority),
    dammVaults: vaultsOf(dammAuthority),
    vestingVault: ataOf(vestingAuthority.publicKey.toBase58(), r.mint, BASE_PROGRAM),
  } satisfies LaunchKeys;
}

export function curveOf(r: LaunchRecord): CurveParams {
  return buildCurve(BigInt(r.initialCap), BigInt(r.migrationCap), BigInt(r.vesting.total));
}

const vestingKey = ({ vesting: v }: Pick<LaunchRecord, 'vesting'>) =>
  [v.total, v.cliffUnlock, v.periods, v.durationSeconds, v.cliffSeconds].join('/');

/** The terms as the launch's create-tx was sent them. */
export function vestingTermsOf(r: Pick<LaunchRecord, 'vesting'>): VestingSchedule {
  return {
    total: BigInt(r.vesting.total),
    cliffUnlock: BigInt(r.vesting.cliffUnlock),
    periods: r.vesting.periods,
    durationSeconds: r.vesting.durationSeconds,
    cliffSeconds: r.vesting.cliffSeconds,
  };
}

/** What unlocks when: the pool config's locked vesting (its rounding included), as DBC releases it. */
export const vestingOf = (r: LaunchRecord): VestingSchedule =>
  vestingScheduleOf(lockedVestingConfigOf(vestingTermsOf(r)));

export const feesHeld = (r: LaunchRecord): bigint => BigInt(r.feesAccrued) - BigInt(r.creatorClaimed);

export function curveState(params: CurveParams, r: LaunchRecord, vault: { base: bigint; quote: bigint }) {
  return { sold: params.sellable + params.migrationBase - vault.base, raised: vault.quote - feesHeld(r) };
}

export function poolCurve(r: LaunchRecord, params: CurveParams, nowMs: () => number): PoolCurve {
  const endBase = params.virtualBase - params.sellable;
  return {
    effective(vault) {
      if (r.graduated) return { base: 0n, quote: 0n };
      return {
        base: vault.base - params.migrationBase + endBase,
        quote: params.virtualQuote + vault.quote - feesHeld(r),
      };
    },
    exactIn(effective, amountIn, baseIn) {
      if (r.graduated || !r.landed) return { amountOut: 0n, fee: 0n };
      const state = { sold: params.virtualBase - effective.base, raised: effective.quote - params.virtualQuote };
      const bps = feeBpsAt(r.fee, (nowMs() - r.landed.atMs) / 1000);
      const trade = baseIn ? quoteSell(params, state, amountIn, bps) : quoteBuy(params, state, amountIn, bps);
      return trade ? { amountOut: trade.amountOut, fee: trade.fee } : { amountOut: 0n, fee: 0n };
    },
  };
}

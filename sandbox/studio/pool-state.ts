import type { CurveParams } from '../../src/utils/studio-curve';
import type { Address } from '../world/address';
import { curveState, type LaunchKeys, type LaunchRecord } from './launch';
import { vestingOnChain } from './pool-config';

export interface PoolStateView {
  readonly keys: (launch: LaunchRecord) => LaunchKeys;
  readonly curve: (launch: LaunchRecord) => CurveParams;
  readonly balance: (account: Address) => bigint;
  readonly account: (address: Address) => { owner: Address; data: Uint8Array } | null;
}

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

/**
 * A launch's pool as Meteora DBC keeps it (virtual pool and its config): reserves, the migration threshold and
 * progress toward it (quote reserve over threshold, as DBC counts it), the creator's vesting as its config on chain
 * holds it. Raw amounts as strings.
 */
export function poolState(launch: LaunchRecord, view: PoolStateView) {
  const keys = view.keys(launch);
  const curve = view.curve(launch);
  const vault = {
    base: view.balance(keys.curveVaults.baseVault),
    quote: view.balance(keys.curveVaults.quoteVault),
  };
  const state = curveState(curve, launch, vault);
  const vesting = vestingOnChain(view.account(keys.configKey));
  const graduated = launch.graduated !== null;
  const raised = graduated ? curve.migrationQuote : state.raised < 0n ? 0n : state.raised;
  const progressBps = graduated ? 10_000n : (raised * 10_000n) / curve.migrationQuote;
  return {
    mint: launch.mint,
    creator: launch.creator,
    name: launch.name,
    symbol: launch.symbol,
    quoteMint: launch.quoteMint,
    dbcPoolAddress: keys.pool,
    dammv2PoolAddress: graduated ? keys.dammPool : null,
    dammv2Vaults: graduated ? { base: keys.dammVaults.baseVault, quote: keys.dammVaults.quoteVault } : null,
    configKey: keys.configKey,
    baseVault: keys.curveVaults.baseVault,
    quoteVault: keys.curveVaults.quoteVault,
    createdAt: iso(launch.landed?.atMs),
    graduatedAt: iso(launch.graduated?.atMs),
    baseReserve: (graduated ? 0n : vault.base).toString(),
    quoteReserve: raised.toString(),
    migrationQuoteThreshold: curve.migrationQuote.toString(),
    progress: Number(progressBps > 10_000n ? 10_000n : progressBps) / 100,
    vesting: vesting && { ...vesting, released: launch.vestingReleased, vault: keys.vestingVault },
  };
}
export type PoolState = ReturnType<typeof poolState>;

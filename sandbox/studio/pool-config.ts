import { PublicKey } from '@solana/web3.js';
import {
  DBC_PROGRAM,
  decodePoolConfig,
  encodePoolConfig,
  lockedVestingConfigOf,
  studioVestingTerms,
} from '../../src/api/studio/schemas-pool-config';
import { sqrtPriceOfCap, studioPoolConfig } from '../../src/api/studio/schemas-pool-terms';
import type { CurveParams } from '../../src/utils/studio-curve';
import type { Ledger } from '../chain/ledger';
import { RENT_EPOCH_EXEMPT } from '../chain/programs';
import type { Address } from '../world/address';
import { type LaunchRecord, vestingTermsOf } from './launch';

type ConfigLedger = Pick<Ledger, 'getAccount' | 'setAccount' | 'rentExemptMinimum'>;

/** The launch's DBC pool config on chain, as the create would leave it: its fees, start, threshold, vesting and LP. */
export function writePoolConfig(ledger: ConfigLedger, launch: LaunchRecord, configKey: Address, curve: CurveParams) {
  if (ledger.getAccount(configKey)) return;
  const data = encodePoolConfig(
    studioPoolConfig({
      quoteMint: new PublicKey(launch.quoteMint).toBytes(),
      fee: launch.fee,
      sqrtStartPrice: sqrtPriceOfCap(BigInt(launch.initialCap)),
      migrationSqrtPrice: sqrtPriceOfCap(BigInt(launch.migrationCap)),
      swapBaseAmount: curve.sellable,
      migrationBaseThreshold: curve.migrationBase,
      migrationQuoteThreshold: curve.migrationQuote,
      lockedVesting: lockedVestingConfigOf(vestingTermsOf(launch)),
      isLpLocked: launch.isLpLocked,
    }),
  );
  ledger.setAccount(configKey, {
    lamports: ledger.rentExemptMinimum(data.length),
    owner: DBC_PROGRAM,
    data,
    executable: false,
    rentEpoch: RENT_EPOCH_EXEMPT,
  });
}

/** The vesting terms the config on chain holds (raw amounts as strings), or null when it is missing or unsound. */
export function vestingOnChain(account: { owner: Address; data: Uint8Array } | null) {
  if (account?.owner !== DBC_PROGRAM) return null;
  try {
    const t = studioVestingTerms(decodePoolConfig(account.data).lockedVesting);
    return { ...t, total: t.total.toString(), cliffUnlock: t.cliffUnlock.toString() };
  } catch {
    return null;
  }
}

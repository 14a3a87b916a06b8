import * as z from 'zod/mini';
import { rpcResult } from '../../../lib/json-rpc';
import { DBC_PROGRAM, decodePoolConfig, studioVestingTerms } from '../../../api/studio/schemas-pool-config';
import { base64ToBytes } from '../../../utils/base64';
import type { VestingSchedule } from '../../../utils/studio-curve';

const accountSchema = z.object({
  value: z.nullable(z.looseObject({ owner: z.string(), data: z.tuple([z.string(), z.literal('base64')]) })),
});

/** A DBC pool config's account as the RPC holds it; null while it is not on chain. */
export async function readConfigAccount(
  endpoint: string,
  configKey: string,
  signal?: AbortSignal,
): Promise<{ owner: string; data: Uint8Array } | null> {
  const params = [configKey, { encoding: 'base64', commitment: 'confirmed' }];
  const { value } = accountSchema.parse(await rpcResult(endpoint, 'getAccountInfo', params, signal));
  return value && { owner: value.owner, data: base64ToBytes(value.data[0]) };
}

/**
 * A launch's vesting terms as its Meteora DBC pool config on chain holds them, so every browser of the creator sees
 * them; null while the config is not on chain. Its own RPC call: this chunk loads with no page's code.
 */
export async function configVesting(
  endpoint: string,
  configKey: string,
  signal?: AbortSignal,
): Promise<VestingSchedule | null> {
  const account = await readConfigAccount(endpoint, configKey, signal);
  if (!account) return null;
  if (account.owner !== DBC_PROGRAM) throw new Error('The launch’s pool config is not a Meteora DBC account.');
  return studioVestingTerms(decodePoolConfig(account.data).lockedVesting);
}

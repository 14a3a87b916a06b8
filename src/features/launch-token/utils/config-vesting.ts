import * as z from 'zod/mini';
import { base64ToBytes } from '../../../utils/base64';
import { DBC_PROGRAM, decodePoolConfig, studioVestingTerms } from '../../../utils/dbc-config';
import type { VestingSchedule } from '../../../utils/studio-curve';
import { call } from './pool-chain';

const configAccountSchema = z.object({
  value: z.nullable(z.looseObject({ owner: z.string(), data: z.tuple([z.string(), z.literal('base64')]) })),
});

/**
 * A launch's vesting terms as its Meteora DBC pool config on chain holds them (the config key from Studio's pool
 * addresses), so every browser of the creator sees them; null while the config is not on chain.
 */
export async function configVesting(
  endpoint: string,
  configKey: string,
  signal?: AbortSignal,
): Promise<VestingSchedule | null> {
  const { value } = await call(
    endpoint,
    'getAccountInfo',
    [configKey, { encoding: 'base64', commitment: 'confirmed' }],
    configAccountSchema,
    signal,
  );
  if (!value) return null;
  if (value.owner !== DBC_PROGRAM) throw new Error('The launch’s pool config is not a Meteora DBC account.');
  return studioVestingTerms(decodePoolConfig(base64ToBytes(value.data[0])).lockedVesting);
}

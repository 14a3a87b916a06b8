import * as z from 'zod/mini';
import { DBC_PROGRAM, decodePoolConfig, studioVestingTerms } from '../../../api/studio/schemas-pool-config';
import { base64ToBytes } from '../../../utils/base64';
import type { VestingSchedule } from '../../../utils/studio-curve';

const answerSchema = z.object({
  result: z.optional(
    z.object({
      value: z.nullable(z.looseObject({ owner: z.string(), data: z.tuple([z.string(), z.literal('base64')]) })),
    }),
  ),
  error: z.optional(z.object({ message: z.string() })),
});

/**
 * A launch's vesting terms as its Meteora DBC pool config on chain holds them, so every browser of the creator sees
 * them; null while the config is not on chain. Its own RPC call: this chunk loads with no page's code.
 */
export async function configVesting(
  endpoint: string,
  configKey: string,
  signal?: AbortSignal,
): Promise<VestingSchedule | null> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 0,
      method: 'getAccountInfo',
      params: [configKey, { encoding: 'base64', commitment: 'confirmed' }],
    }),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok) throw new Error(`The RPC answered ${String(res.status)}.`);
  const answer = answerSchema.parse(await res.json());
  if (!answer.result) throw new Error(`The RPC refused getAccountInfo: ${answer.error?.message ?? ''}`);
  const { value } = answer.result;
  if (!value) return null;
  if (value.owner !== DBC_PROGRAM) throw new Error('The launch’s pool config is not a Meteora DBC account.');
  return studioVestingTerms(decodePoolConfig(base64ToBytes(value.data[0])).lockedVesting);
}

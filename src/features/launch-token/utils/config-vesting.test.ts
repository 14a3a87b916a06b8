import { afterEach, describe, expect, it, vi } from 'vitest';
import { bytesToBase64 } from '../../../utils/base64';
import { DBC_PROGRAM, encodePoolConfig, lockedVestingConfigOf } from '../../../api/studio/schemas-pool-config';
import { studioPoolConfig } from '../../../api/studio/schemas-pool-terms';
import { configVesting } from './config-vesting';

const CONFIG = 'Cfg1111111111111111111111111111111111111111';
const terms = { total: 150_000_000n * 10n ** 6n, cliffUnlock: 20_000_000n * 10n ** 6n, periods: 183 };
const chosen = { ...terms, durationSeconds: 15_552_000, cliffSeconds: 15_811_200 };
const data = encodePoolConfig(
  studioPoolConfig({
    quoteMint: new Uint8Array(32),
    fee: { feeBps: 100, antiSniping: false },
    sqrtStartPrice: 1n << 64n,
    migrationSqrtPrice: 2n << 64n,
    swapBaseAmount: 1n,
    migrationBaseThreshold: 1n,
    migrationQuoteThreshold: 1n,
    lockedVesting: lockedVestingConfigOf(chosen),
    isLpLocked: true,
  }),
);

function answer(value: unknown) {
  const asked: unknown[] = [];
  vi.stubGlobal('fetch', (_url: string, init: { body: string }) => {
    asked.push(JSON.parse(init.body));
    return Promise.resolve(Response.json({ jsonrpc: '2.0', id: 0, result: { context: { slot: 1 }, value } }));
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('configVesting', () => {
  it("reads the schedule DBC releases from the launch's pool config on chain: the SDK's remainder at the cliff", async () => {
    const asked = answer({ owner: DBC_PROGRAM, lamports: 1, data: [bytesToBase64(data), 'base64'] });
    expect(await configVesting('http://rpc', CONFIG)).toEqual({ ...chosen, cliffUnlock: 20_000_094n * 10n ** 6n });
    expect(asked).toEqual([expect.objectContaining({ method: 'getAccountInfo', params: [CONFIG, expect.anything()] })]);
  });

  it('is null while the config is not on chain', async () => {
    answer(null);
    expect(await configVesting('http://rpc', CONFIG)).toBeNull();
  });

  it('refuses an account another program owns, or bytes that are not a pool config', async () => {
    answer({ owner: '11111111111111111111111111111111', data: [bytesToBase64(data), 'base64'] });
    await expect(configVesting('http://rpc', CONFIG)).rejects.toThrow('not a Meteora DBC account');
    answer({ owner: DBC_PROGRAM, data: [bytesToBase64(data.subarray(0, 500)), 'base64'] });
    await expect(configVesting('http://rpc', CONFIG)).rejects.toThrow('Not a Meteora DBC pool config');
  });
});

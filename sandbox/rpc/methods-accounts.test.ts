import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { harness, randomAddress } from './rpc-test-kit';

const OWNER = 'BPFLoaderUpgradeab1e11111111111111111111111';
const U64_MAX = 18_446_744_073_709_551_615n;

function withData(length: number) {
  const h = harness();
  const address = randomAddress();
  const data = Uint8Array.from({ length }, (_, i) => i % 251);
  h.ledger.setAccount(address, { lamports: 1_234_567n, owner: OWNER, data, executable: false, rentEpoch: U64_MAX });
  return { ...h, address, data };
}

describe('account methods', () => {
  it('getBalance is the ledger balance in a context, 0 for an unknown account', async () => {
    const { call, ledger } = harness();
    const address = randomAddress();
    ledger.airdrop(address, 3_000_000_000n);
    expect(await call('getBalance', [address])).toEqual({
      context: { apiVersion: expect.any(String) as string, slot: ledger.slot },
      value: 3_000_000_000,
    });
    expect(await call('getBalance', [randomAddress(), { commitment: 'processed' }])).toMatchObject({ value: 0 });
  });

  it('getAccountInfo defaults to the legacy binary form (a bare base58 string)', async () => {
    const { call, address, data } = withData(10);
    expect(await call('getAccountInfo', [address])).toMatchObject({
      value: {
        data: bs58.encode(data),
        executable: false,
        lamports: 1_234_567,
        owner: OWNER,
        rentEpoch: U64_MAX,
        space: 10,
      },
    });
  });

  it('getAccountInfo encodes base58 and base64 as [data, encoding] pairs and honours dataSlice', async () => {
    const { call, address, data } = withData(100);
    const b58 = await call<{ value: { data: unknown } }>('getAccountInfo', [address, { encoding: 'base58' }]);
    expect(b58.value.data).toEqual([bs58.encode(data), 'base58']);
    const b64 = await call<{ value: { data: unknown } }>('getAccountInfo', [address, { encoding: 'base64' }]);
    expect(b64.value.data).toEqual([Buffer.from(data).toString('base64'), 'base64']);
    const sliced = await call<{ value: { data: unknown; space: number } }>('getAccountInfo', [
      address,
      { encoding: 'base64', dataSlice: { offset: 95, length: 20 } },
    ]);
    expect(sliced.value.data).toEqual([Buffer.from(data.subarray(95)).toString('base64'), 'base64']);
    expect(sliced.value.space).toBe(100);
  });

  it('getAccountInfo refuses base58 over 128 bytes (after slicing) as -32600 like agave', async () => {
    const { call, fail, address, data } = withData(129);
    expect(await fail('getAccountInfo', [address, { encoding: 'base58' }])).toEqual({
      code: -32600,
      message: 'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    });
    const sliced = await call<{ value: { data: unknown } }>('getAccountInfo', [
      address,
      { encoding: 'base58', dataSlice: { offset: 0, length: 8 } },
    ]);
    expect(sliced.value.data).toEqual([bs58.encode(data.subarray(0, 8)), 'base58']);
    expect((await fail('getAccountInfo', [address, { encoding: 'base64+zstd' }])).code).toBe(-32602);
    expect((await fail('getAccountInfo', [address, { encoding: 'hex' }])).message).toMatch(
      /^Invalid params: config\.encoding/,
    );
  });

  it('getAccountInfo with jsonParsed falls back to (sliced) base64 for accounts it has no parser for', async () => {
    const { call, address, data } = withData(40);
    const parsed = await call<{ value: { data: unknown } }>('getAccountInfo', [address, { encoding: 'jsonParsed' }]);
    expect(parsed.value.data).toEqual([Buffer.from(data).toString('base64'), 'base64']);
    const sliced = await call<{ value: { data: unknown } }>('getAccountInfo', [
      address,
      { encoding: 'jsonParsed', dataSlice: { offset: 1, length: 2 } },
    ]);
    expect(sliced.value.data).toEqual([Buffer.from(data.subarray(1, 3)).toString('base64'), 'base64']);
  });

  it('getAccountInfo is null for an account that does not exist', async () => {
    const { call, ledger } = harness();
    expect(await call('getAccountInfo', [randomAddress(), { encoding: 'base64' }])).toEqual({
      context: { apiVersion: expect.any(String) as string, slot: ledger.slot },
      value: null,
    });
  });

  it('getMultipleAccounts answers in order with nulls, base64 by default, at most 100 keys', async () => {
    const { call, fail, address, data } = withData(4);
    const missing = randomAddress();
    const result = await call<{ value: unknown[] }>('getMultipleAccounts', [[address, missing]]);
    expect(result.value).toEqual([
      expect.objectContaining({ data: [Buffer.from(data).toString('base64'), 'base64'] }),
      null,
    ]);
    const tooMany = Array.from({ length: 101 }, randomAddress);
    expect((await fail('getMultipleAccounts', [tooMany])).message).toBe(
      'Invalid params: Too many inputs provided; max 100',
    );
    expect((await fail('getMultipleAccounts', [[address, 'bad']])).message).toMatch(
      /^Invalid params: pubkeys\[1\] \(params\[0\]\[1\]\)/,
    );
  });

  it('requestAirdrop funds the address with a recorded transfer and returns its signature', async () => {
    const { call, fail, ledger } = harness();
    const address = randomAddress();
    const signature = await call<string>('requestAirdrop', [address, 1_500_000_000]);
    expect(ledger.getBalance(address)).toBe(1_500_000_000n);
    expect(ledger.getSignatureStatus(signature)?.err).toBeNull();
    expect((await fail('requestAirdrop', [address, 0])).message).toMatch(/lamports \(params\[1\]\)/);
    expect((await fail('requestAirdrop', [address])).message).toBe('Invalid params: missing lamports (params[1])');
  });
});

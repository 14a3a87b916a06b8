import { describe, expect, it } from 'vitest';
import { handleRpcText, RPC_METHODS } from './handler';
import { stringifyJson } from './json-rpc';
import { harness, randomAddress } from './rpc-test-kit';

describe('JSON-RPC 2.0 framing', () => {
  it('answers a call with its id and the jsonrpc version', async () => {
    const { handler } = harness();
    expect(await handler({ jsonrpc: '2.0', id: 'abc', method: 'getHealth' })).toEqual({
      jsonrpc: '2.0',
      result: 'ok',
      id: 'abc',
    });
  });

  it('turns malformed JSON into -32700 with a null id', async () => {
    const { handler } = harness();
    const text = await handleRpcText(handler, '{"jsonrpc":"2.0",');
    expect(JSON.parse(text!)).toEqual({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null });
  });

  it.each([
    ['a bare string', 'getSlot'],
    ['a number', 5],
    ['no jsonrpc field', { id: 1, method: 'getSlot' }],
    ['jsonrpc 1.0', { jsonrpc: '1.0', id: 1, method: 'getSlot' }],
    ['a non-string method', { jsonrpc: '2.0', id: 1, method: 7 }],
    ['an object id', { jsonrpc: '2.0', id: { a: 1 }, method: 'getSlot' }],
    ['scalar params', { jsonrpc: '2.0', id: 1, method: 'getSlot', params: 'x' }],
  ])('refuses %s as -32600 invalid request', async (_, body) => {
    const { handler } = harness();
    const response = (await handler(body)) as { error: { code: number; message: string } };
    expect(response.error).toEqual({ code: -32600, message: 'Invalid request' });
  });

  it('keeps a valid id on an invalid request', async () => {
    const { handler } = harness();
    expect(await handler({ jsonrpc: '1.0', id: 9, method: 'getSlot' })).toMatchObject({ id: 9 });
  });

  it('answers an unknown method, and Object internals, with -32601', async () => {
    const { fail } = harness();
    expect(await fail('getBlockProduction2')).toEqual({ code: -32601, message: 'Method not found' });
    expect((await fail('toString')).code).toBe(-32601);
    expect((await fail('__proto__')).code).toBe(-32601);
  });

  it('names the param that failed validation in -32602', async () => {
    const { fail } = harness();
    const notAnAddress = await fail('getBalance', ['not-an-address']);
    expect(notAnAddress.code).toBe(-32602);
    expect(notAnAddress.message).toMatch(/^Invalid params: pubkey \(params\[0\]\): /);
    const missing = await fail('getBalance', []);
    expect(missing.message).toBe('Invalid params: missing pubkey (params[0])');
    const nested = await fail('getBalance', [randomAddress(), { commitment: 'recent' }]);
    expect(nested.message).toMatch(/^Invalid params: config\.commitment \(params\[1\]\.commitment\): /);
    const tooMany = await fail('getSlot', [{}, 1]);
    expect(tooMany.message).toBe('Invalid params: expected at most 1 params, got 2');
    const byName = await fail('getBalance', { pubkey: randomAddress() });
    expect(byName.message).toBe('Invalid params: params must be an array of positional values');
  });

  it('treats a null optional config as absent', async () => {
    const { call, ledger } = harness();
    expect(await call('getSlot', [null])).toBe(ledger.slot);
  });

  it('answers a batch in order and leaves notifications out', async () => {
    const { handler, ledger } = harness();
    const response = await handler([
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
      'junk',
    ]);
    expect(response).toEqual([
      { jsonrpc: '2.0', result: ledger.slot, id: 1 },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 2 },
      { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request' }, id: null },
    ]);
  });

  it('refuses an empty batch with one -32600, and sends nothing back for notifications only', async () => {
    const { handler } = harness();
    expect(await handler([])).toEqual({
      jsonrpc: '2.0',
      error: { code: -32600, message: 'Invalid request' },
      id: null,
    });
    expect(await handler({ jsonrpc: '2.0', method: 'getSlot' })).toBeUndefined();
    expect(await handler([{ jsonrpc: '2.0', method: 'getSlot' }])).toBeUndefined();
    expect(await handleRpcText(handler, '{"jsonrpc":"2.0","method":"getSlot"}')).toBeUndefined();
  });

  it('reports an unexpected failure as -32603 with the cause', async () => {
    const { fail, ledger } = harness();
    ledger.getBalance = () => {
      throw new Error('disk on fire');
    };
    expect(await fail('getBalance', [randomAddress()])).toEqual({
      code: -32603,
      message: 'Internal error: disk on fire',
    });
  });

  it('lists every method of the brief', () => {
    expect([...RPC_METHODS].sort()).toEqual(
      [
        'getLatestBlockhash',
        'isBlockhashValid',
        'getBlockHeight',
        'getSlot',
        'getEpochInfo',
        'getVersion',
        'getHealth',
        'getGenesisHash',
        'getBalance',
        'getAccountInfo',
        'getMultipleAccounts',
        'getTokenAccountsByOwner',
        'getTokenAccountBalance',
        'getTokenSupply',
        'getTokenLargestAccounts',
        'getMinimumBalanceForRentExemption',
        'getFeeForMessage',
        'getRecentPrioritizationFees',
        'sendTransaction',
        'simulateTransaction',
        'getSignatureStatuses',
        'getTransaction',
        'getSignaturesForAddress',
        'requestAirdrop',
      ].sort(),
    );
  });
});

describe('stringifyJson', () => {
  it('writes bigints as exact number literals and drops undefined fields like JSON.stringify', () => {
    const text = stringifyJson({ a: 18_446_744_073_709_551_615n, b: undefined, c: [1, undefined, 'x"y'], d: null });
    expect(text).toBe('{"a":18446744073709551615,"c":[1,null,"x\\"y"],"d":null}');
    expect(stringifyJson({ n: Number.NaN })).toBe('{"n":null}');
  });
});

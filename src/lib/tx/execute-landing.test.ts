import { describe, expect, it } from 'vitest';
import { executeOrder } from '../../api/swap/endpoints-v2';
import { fakeFetch, testClient } from '../../api/fake-fetch';
import { IDEMPOTENT_WINDOW_MS, landViaExecute, type ExecuteLandingInput } from './execute-landing';
import { BLOCKHASH, fakeChain, instantSleep, landed, LAST_VALID } from './tx-test-kit';

const SIGNED = 'AQID';
const SIG = '5VERYsig1111111111111111111111111111111111111111111111111111111111111111111111111111';
const SUCCESS = {
  status: 'Success',
  code: 0,
  signature: SIG,
  slot: '42',
  totalInputAmount: '1000000000',
  totalOutputAmount: '150200000',
  inputAmountResult: '999000000',
  outputAmountResult: '150200000',
};

function setup(replies: Parameters<typeof fakeFetch>, chainOptions: Parameters<typeof fakeChain>[0] = {}) {
  const fake = fakeFetch(...replies);
  const client = testClient(fake);
  const { chain, connection } = fakeChain(chainOptions);
  const time = instantSleep();
  const deps = {
    post: (body: { signedTransaction: string; requestId: string }) => executeOrder(client, body),
    chain: connection,
    ...time,
  };
  const input: ExecuteLandingInput = {
    signedTransaction: SIGNED,
    requestId: 'req-1',
    signature: SIG,
    expiry: { blockhash: BLOCKHASH, lastValidBlockHeight: LAST_VALID },
  };
  return { fake, chain, time, deps, input };
}

describe('landViaExecute', () => {
  it('re-posts the same signed transaction after a network error and lands it once', async () => {
    const { fake, deps, input } = setup([{ error: new TypeError('Failed to fetch') }, { json: SUCCESS }]);
    const outcome = await landViaExecute(deps, input);
    expect(outcome).toEqual({
      status: 'confirmed',
      signature: SIG,
      result: {
        totalInputAmount: 1_000_000_000n,
        totalOutputAmount: 150_200_000n,
        inputAmountResult: 999_000_000n,
        outputAmountResult: 150_200_000n,
        slot: '42',
      },
    });
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls.map((c) => [c.method, c.url.pathname])).toEqual([
      ['POST', '/swap/v2/execute'],
      ['POST', '/swap/v2/execute'],
    ]);
    expect(fake.calls[0]!.body).toEqual({ signedTransaction: SIGNED, requestId: 'req-1' });
    expect(fake.calls[1]!.body).toEqual(fake.calls[0]!.body);
  });

  it('keeps re-posting through 5xx and timeouts until the answer is final, backing off', async () => {
    const { fake, deps, input, time } = setup([
      { status: 502, text: '<html>Bad gateway</html>' },
      { status: 500, json: { signature: SIG, error: 'internal' } },
      { status: 429, json: { error: 'Too many requests' } },
      { json: SUCCESS },
    ]);
    const progress: (string | null)[] = [];
    const outcome = await landViaExecute(deps, { ...input, onProgress: (s) => progress.push(s) });
    expect(outcome.status).toBe('confirmed');
    expect(fake.calls).toHaveLength(4);
    expect(time.slept).toEqual([500, 1_000, 2_000]);
    expect(progress).toEqual([SIG]);
  });

  it('without a final answer: expired once the block height has passed and the signature never landed', async () => {
    const { fake, deps, input, chain } = setup([{ status: 503, json: { error: 'unavailable' } }], {
      heights: [100, 140, LAST_VALID + 1],
    });
    const outcome = await landViaExecute(deps, input);
    expect(outcome).toMatchObject({ status: 'expired', signature: SIG, error: { kind: 'expired' } });
    expect(outcome.status !== 'confirmed' && outcome.error.message).toMatch(/nothing was spent/);
    expect(fake.calls).toHaveLength(3);
    // The status was read after the height passed, so "not landed" is final.
    expect(chain.getSignatureStatuses).toHaveBeenLastCalledWith([SIG], { searchTransactionHistory: true });
  });

  it('without a final answer: confirmed when the chain shows it landed (one last post for the amounts)', async () => {
    let seen = false;
    const { fake, deps, input } = setup([{ status: 504, json: { error: 'timeout' } }], {
      status: () => (seen ? landed() : ((seen = true), null)),
    });
    const outcome = await landViaExecute(deps, input);
    expect(outcome).toEqual({ status: 'confirmed', signature: SIG });
    // post, chain (not yet), post, chain (landed) → one more post right away, then the chain's word.
    expect(fake.calls).toHaveLength(3);
  });

  it('a landed failure reported by the chain is failed, with the fee spent', async () => {
    const { deps, input } = setup([{ error: new TypeError('offline') }], {
      status: () => landed({ InstructionError: [2, { Custom: 6001 }] }),
    });
    const outcome = await landViaExecute(deps, input);
    expect(outcome).toMatchObject({ status: 'failed', signature: SIG, error: { kind: 'failed', signature: SIG } });
    expect(outcome.status !== 'confirmed' && outcome.error.message).toMatch(/network fee was spent.*6001/);
  });

  it('maps final execute codes: refusals are failed, stale orders are expired, both with nothing spent', async () => {
    const a = setup([{ json: { status: 'Failed', code: -2004, error: 'rejected by maker' } }]);
    const refused = await landViaExecute(a.deps, a.input);
    expect(refused).toMatchObject({ status: 'failed', error: { kind: 'failed', code: -2004 } });
    expect(refused.status !== 'confirmed' && refused.error.message).toMatch(/market maker rejected.*Nothing was spent/);
    const slippage = setup(
      [{ json: { status: 'Failed', code: -1000, error: 'Slippage tolerance exceeded: 9 < 10' } }],
      {
        heights: [100, LAST_VALID + 1],
      },
    );
    const notLanded = await landViaExecute(slippage.deps, slippage.input);
    expect(slippage.chain.getSignatureStatuses).toHaveBeenCalled();
    expect(notLanded).toMatchObject({ status: 'failed', signature: null, error: { kind: 'failed', code: -1000 } });
    expect(notLanded.status !== 'confirmed' && notLanded.error.message).toBe(
      'The transaction did not land in time. The service said: Slippage tolerance exceeded: 9 < 10. Nothing was spent.',
    );
    expect(slippage.fake.calls).toHaveLength(1);
    const b = setup([{ status: 400, json: { error: 'order not found', code: -1 } }]);
    expect(await landViaExecute(b.deps, b.input)).toMatchObject({ status: 'expired', error: { code: -1 } });
    expect(b.fake.calls).toHaveLength(1);
  });

  it('"failed to land" without a signature waits for the chain: it can still land with the app’s own signature', async () => {
    let reads = 0;
    const { fake, deps, input } = setup([{ json: { status: 'Failed', code: -1000, error: 'not landed yet' } }], {
      status: () => (++reads > 2 ? landed() : null),
    });
    expect(await landViaExecute(deps, input)).toMatchObject({ status: 'confirmed', signature: SIG });
    expect(fake.calls).toHaveLength(1);
  });

  it('"failed to land" with a signature is checked on chain: it landed and failed, so the fee was spent', async () => {
    const onChain = { InstructionError: [3, { Custom: 6001 }] };
    const answer = {
      status: 'Failed',
      code: -1000,
      error: 'The transaction failed on chain',
      signature: SIG,
      slot: '9',
    };
    const { fake, deps, input } = setup([{ json: answer }], { status: () => landed(onChain) });
    const outcome = await landViaExecute(deps, { ...input, signature: null });
    expect(outcome).toMatchObject({ status: 'failed', signature: SIG, error: { kind: 'failed', signature: SIG } });
    expect(outcome.status !== 'confirmed' && outcome.error.message).toMatch(/network fee was spent/);
    expect(fake.calls).toHaveLength(1);
  });

  it('an "unknown" code keeps asking instead of offering a retry that could swap twice', async () => {
    const { fake, deps, input } = setup([
      { json: { status: 'Failed', code: -1001, error: 'unknown' } },
      { json: SUCCESS },
    ]);
    expect((await landViaExecute(deps, input)).status).toBe('confirmed');
    expect(fake.calls).toHaveLength(2);
  });

  it('a refused re-post says nothing about the first post: the chain decides', async () => {
    // The first post went through and landed, its answer was lost, and the order has left the service's cache.
    let reads = 0;
    const { fake, deps, input } = setup(
      [{ error: new TypeError('offline') }, { status: 400, json: { error: 'order not found', code: -1 } }],
      { status: () => (++reads > 1 ? landed() : null) },
    );
    expect(await landViaExecute(deps, input)).toEqual({ status: 'confirmed', signature: SIG });
    expect(fake.calls).toHaveLength(2);
  });

  it('a resumed record past the idempotency window is only looked up on chain', async () => {
    const { fake, deps, input, time } = setup([{ json: SUCCESS }], { status: () => landed() });
    const outcome = await landViaExecute(deps, { ...input, firstPostAt: time.now() - IDEMPOTENT_WINDOW_MS - 1 });
    expect(outcome).toEqual({ status: 'confirmed', signature: SIG });
    expect(fake.calls).toHaveLength(0);
  });

  it('a gasless transaction (its payer signs at execute) is found by the wallet’s own signature', async () => {
    const { deps, input, chain } = setup([{ error: new TypeError('offline') }], { heights: [LAST_VALID + 1] });
    chain.getSignaturesForAddress.mockResolvedValue([{ signature: 'LANDED', blockTime: 2_000, err: null }]);
    chain.getTransaction.mockResolvedValue({
      transaction: { signatures: ['LANDED', 'WALLETSIG'] },
      meta: { err: null },
    });
    const outcome = await landViaExecute(deps, {
      ...input,
      signature: null,
      wallet: '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5',
      walletSignature: 'WALLETSIG',
      sentAtMs: 2_000_000,
      firstPostAt: 0,
    });
    expect(outcome).toEqual({ status: 'confirmed', signature: 'LANDED' });
  });
});

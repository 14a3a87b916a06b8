import { describe, expect, it } from 'vitest';
import { apiFailure, fakeFetch, testClient } from '../fake-fetch';
import { executeOrder, getBuild, getOrder } from './endpoints-v2';
import { buildResponseSchema, executeResponseSchema, orderResponseSchema } from './schemas-v2';
import { executeWire, OTHER, orderWire, SOL, TAKER, TX_B64, USDC } from './test-fixtures';

const ix = { programId: 'ComputeBudget111111111111111111111111111111', accounts: [], data: 'AsBcAQA=' };
const buildWire = {
  inputMint: SOL,
  outputMint: USDC,
  inAmount: '100000000',
  outAmount: '17057460',
  otherAmountThreshold: '16972173',
  swapMode: 'ExactIn',
  priceImpactPct: '0.0001',
  slippageBps: 50,
  routePlan: orderWire.routePlan,
  computeBudgetInstructions: [ix],
  setupInstructions: [],
  swapInstruction: { ...ix, accounts: [{ pubkey: TAKER, isWritable: true, isSigner: true }] },
  cleanupInstruction: null,
  otherInstructions: [],
  tipInstruction: null,
  addressesByLookupTableAddress: { [OTHER]: [SOL, USDC] },
  blockhashWithMetadata: {
    blockhash: Array.from({ length: 32 }, (_, i) => i),
    lastValidBlockHeight: 279_632_475,
    fetchedAt: { secs_since_epoch: 1_760_000_000, nanos_since_epoch: 5 },
  },
};

describe('order response schema (spec §2.2)', () => {
  it('parses the supplement §4 example: bigint amounts, metis → aggregator_a, null transaction', () => {
    const o = orderResponseSchema.parse(orderWire);
    expect(o.inAmount).toBe(100_000_000n);
    expect(o.outAmount).toBe(17_057_460n);
    expect(o.otherAmountThreshold).toBe(17_040_402n);
    expect(o.platformFee.amount).toBe(8529n);
    expect(o.routePlan[0]?.swapInfo.inAmount).toBe(100_000_000n);
    expect(o.router).toBe('aggregator_a');
    expect(o.transaction).toBeNull();
    expect(o.signatureFeePayer).toBeNull();
  });

  it('maps the real swapType and router names and keeps unknown ones', () => {
    const dflow = orderResponseSchema.parse({ ...orderWire, router: 'dflow', swapType: 'dflow' });
    expect([dflow.router, dflow.swapType]).toEqual(['aggregator_b', 'aggregator_b']);
    const okx = orderResponseSchema.parse({ ...orderWire, router: 'okx', swapType: 'okx' });
    expect([okx.router, okx.swapType]).toEqual(['aggregator_c', 'aggregator_c']);
    expect(orderResponseSchema.parse({ ...orderWire, router: 'jupiterz' }).router).toBe('rfq_mm');
    expect(orderResponseSchema.parse({ ...orderWire, router: 'iris' }).router).toBe('aggregator_a');
    const unknown = orderResponseSchema.parse({ ...orderWire, router: 'newrouter', swapType: 'hybrid' });
    expect([unknown.router, unknown.swapType]).toEqual(['newrouter', 'hybrid']);
  });

  it('keeps swap v2 extras and build-failure fields', () => {
    const o = orderResponseSchema.parse({
      ...orderWire,
      taker: TAKER,
      transaction: '',
      lastValidBlockHeight: '279632475',
      errorCode: 2,
      errorMessage: 'Top up 0.01 SOL for gas',
      error: 'Top up 0.01 SOL for gas',
      quoteId: 'q-1',
      somethingNew: [1],
    });
    expect(o).toMatchObject({ transaction: '', errorCode: 2, lastValidBlockHeight: '279632475', somethingNew: [1] });
  });

  it('refuses a lastValidBlockHeight that is not a block height, naming the field (it would disable expiry)', async () => {
    for (const bad of ['soon', '', '1e9', '-5', '12.5', '99999999999999999999']) {
      const r = orderResponseSchema.safeParse({ ...orderWire, lastValidBlockHeight: bad });
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual(['lastValidBlockHeight']);
    }
    const fake = fakeFetch({ json: { ...orderWire, lastValidBlockHeight: 'NaN' } });
    const error = await getOrder(testClient(fake), { inputMint: SOL, outputMint: USDC, amount: 1n }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'ApiError', kind: 'invalid-response' });
    expect((error as { issues: string[] }).issues.join()).toMatch(/lastValidBlockHeight/);
    for (const bad of [Number.NaN, 1.5, -1]) {
      const blockhashWithMetadata = { ...buildWire.blockhashWithMetadata, lastValidBlockHeight: bad };
      expect(buildResponseSchema.safeParse({ ...buildWire, blockhashWithMetadata }).success, String(bad)).toBe(false);
    }
  });

  it('names a missing requestId', () => {
    const { requestId: _, ...rest } = orderWire;
    const r = orderResponseSchema.safeParse(rest);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path)).toEqual([['requestId']]);
  });
});

describe('getOrder', () => {
  it('sends GET /swap/v2/order with every query parameter under its spec name', async () => {
    const fake = fakeFetch({ json: { ...orderWire, taker: TAKER, transaction: TX_B64 } });
    const o = await getOrder(testClient(fake), {
      inputMint: SOL,
      outputMint: USDC,
      amount: 100_000_000n,
      taker: TAKER,
      receiver: OTHER,
      swapMode: 'ExactIn',
      slippageBps: 100,
      referralAccount: OTHER,
      referralFee: 50,
      payer: OTHER,
      priorityFeeLamports: 10_000n,
      mevTipLamports: 1_000_000n,
      broadcastFeeType: 'maxCap',
      excludeRouters: ['rfq_mm', 'aggregator_c'],
      excludeDexes: ['Orca Whirlpool'],
    });
    expect(fake.last.method).toBe('GET');
    expect(fake.last.url.pathname).toBe('/swap/v2/order');
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({
      inputMint: SOL,
      outputMint: USDC,
      amount: '100000000',
      taker: TAKER,
      receiver: OTHER,
      swapMode: 'ExactIn',
      slippageBps: '100',
      referralAccount: OTHER,
      referralFee: '50',
      payer: OTHER,
      priorityFeeLamports: '10000',
      mevTipLamports: '1000000',
      // Also under the real service's name (supplement §0.2), which the spec's sandbox ignores.
      jitoTipLamports: '1000000',
      broadcastFeeType: 'maxCap',
      excludeRouters: 'rfq_mm,aggregator_c',
      excludeDexes: 'Orca Whirlpool',
    });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(o.transaction).toBe(TX_B64);
  });

  it('sends only the three required parameters for a bare quote', async () => {
    const fake = fakeFetch({ json: orderWire });
    await getOrder(testClient(fake), { inputMint: SOL, outputMint: USDC, amount: 5n });
    expect([...fake.last.url.searchParams.keys()]).toEqual(['inputMint', 'outputMint', 'amount']);
  });

  it('refuses out-of-range or unpaired inputs before sending', async () => {
    const fake = fakeFetch({ json: orderWire });
    const base = { inputMint: SOL, outputMint: USDC, amount: 5n };
    const slip = await apiFailure(getOrder(testClient(fake), { ...base, slippageBps: 10_001 }));
    expect(slip.issues.join()).toContain('slippageBps');
    const referral = await apiFailure(getOrder(testClient(fake), { ...base, referralAccount: OTHER }));
    expect(referral.issues.join()).toContain('referralFee');
    const receiver = await apiFailure(getOrder(testClient(fake), { ...base, taker: TAKER, receiver: TAKER }));
    expect(receiver.issues.join()).toContain('receiver');
    expect(fake.calls).toHaveLength(0);
  });

  it('refuses a referral fee outside 50-255 or without its account, ExactOut, and a router alias', async () => {
    const fake = fakeFetch({ json: orderWire });
    const base = { inputMint: SOL, outputMint: USDC, amount: 5n };
    for (const referralFee of [49, 256]) {
      const e = await apiFailure(getOrder(testClient(fake), { ...base, referralAccount: OTHER, referralFee }));
      expect(e.issues.join()).toContain('referralFee');
    }
    const lone = await apiFailure(getOrder(testClient(fake), { ...base, referralFee: 100 }));
    expect(lone.issues.join()).toContain('referralFee');
    // @ts-expect-error -- swap v2 is ExactIn only (spec §4.2, Decisions §4)
    const exactOut = await apiFailure(getOrder(testClient(fake), { ...base, swapMode: 'ExactOut' }));
    expect(exactOut.issues.join()).toContain('swapMode');
    // @ts-expect-error -- the wire takes the spec's router names (Decisions §1), not the real service's
    const alias = await apiFailure(getOrder(testClient(fake), { ...base, excludeRouters: ['metis'] }));
    expect(alias.issues.join()).toContain('excludeRouters');
    expect(fake.calls).toHaveLength(0);
  });

  it('turns a 400 {requestId, error} into an ApiError', async () => {
    const fake = fakeFetch({ status: 400, json: { requestId: 'r-1', error: 'Failed to get quotes' } });
    const e = await apiFailure(getOrder(testClient(fake), { inputMint: SOL, outputMint: USDC, amount: 5n }));
    expect(e).toMatchObject({ kind: 'http', status: 400, message: 'Failed to get quotes', requestId: 'r-1' });
  });
});

describe('getBuild', () => {
  it('sends GET /swap/v2/build with spec names and parses the instructions', async () => {
    const fake = fakeFetch({ json: buildWire });
    const b = await getBuild(testClient(fake), {
      inputMint: SOL,
      outputMint: USDC,
      amount: 100_000_000n,
      taker: TAKER,
      slippageBps: 'rtse',
      maxAccounts: 40,
      tipAmount: 1_000_000n,
      computeUnitPricePercentile: 'veryHigh',
      forMevBundle: true,
      wrapAndUnwrapSol: false,
    });
    expect(fake.last.method).toBe('GET');
    expect(fake.last.url.pathname).toBe('/swap/v2/build');
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({
      inputMint: SOL,
      outputMint: USDC,
      amount: '100000000',
      taker: TAKER,
      slippageBps: 'rtse',
      maxAccounts: '40',
      tipAmount: '1000000',
      computeUnitPricePercentile: 'veryHigh',
      forMevBundle: 'true',
      forJitoBundle: 'true',
      wrapAndUnwrapSol: 'false',
    });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(b.outAmount).toBe(17_057_460n);
    expect(b.blockhashWithMetadata.blockhash).toHaveLength(32);
    expect(b.swapInstruction.accounts[0]).toEqual({ pubkey: TAKER, isWritable: true, isSigner: true });
    expect(b.cleanupInstruction).toBeNull();
  });

  it('refuses dexes with excludeDexes and the other bad combinations, and names a missing swapInstruction', async () => {
    const fake = fakeFetch({ json: buildWire });
    const e = await apiFailure(
      getBuild(testClient(fake), {
        inputMint: SOL,
        outputMint: USDC,
        amount: 1n,
        taker: TAKER,
        dexes: ['A'],
        excludeDexes: ['B'],
      }),
    );
    expect(e.issues.join()).toContain('excludeDexes');
    expect(fake.calls).toHaveLength(0);
    const base = { inputMint: SOL, outputMint: USDC, amount: 1n, taker: TAKER };
    const cases: [Record<string, unknown>, string][] = [
      [{ taker: undefined }, 'taker'],
      [{ destinationTokenAccount: OTHER, nativeDestinationAccount: OTHER }, 'nativeDestinationAccount'],
      [{ platformFeeBps: 20 }, 'feeAccount'],
      [{ maxAccounts: 65 }, 'maxAccounts'],
      [{ blockhashSlotsToExpiry: 301 }, 'blockhashSlotsToExpiry'],
      [{ slippageBps: 10_001 }, 'slippageBps'],
    ];
    for (const [extra, field] of cases) {
      const bad = await apiFailure(getBuild(testClient(fake), { ...base, ...extra }));
      expect(bad.issues.join()).toContain(field);
    }
    expect(fake.calls).toHaveLength(0);
    const { swapInstruction: _, ...rest } = buildWire;
    expect(buildResponseSchema.safeParse(rest).error?.issues[0]?.path).toEqual(['swapInstruction']);
  });
});

describe('executeOrder (swap v2)', () => {
  it('posts {signedTransaction, requestId, lastValidBlockHeight} and parses amounts and swap events', async () => {
    const fake = fakeFetch({ json: executeWire });
    const r = await executeOrder(testClient(fake), {
      signedTransaction: TX_B64,
      requestId: orderWire.requestId,
      lastValidBlockHeight: '279632475',
    });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/swap/v2/execute');
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(fake.last.headers.get('content-type')).toBe('application/json');
    expect(fake.last.body).toEqual({
      signedTransaction: TX_B64,
      requestId: orderWire.requestId,
      lastValidBlockHeight: '279632475',
    });
    expect(r).toMatchObject({ status: 'Success', code: 0, totalOutputAmount: 17_057_460n });
    // Fee in the output mint (supplement §3).
    expect((r.outputAmountResult ?? 0n) - (r.totalOutputAmount ?? 0n)).toBe(8529n);
    expect(r.swapEvents?.[0]?.outputAmount).toBe(17_065_989n);
  });

  it('parses a Failed result with its code and keeps an unknown status', () => {
    const failed = executeResponseSchema.parse({ status: 'Failed', code: -2003, error: 'Quote expired' });
    expect(failed).toEqual({ status: 'Failed', code: -2003, error: 'Quote expired' });
    expect(executeResponseSchema.parse({ status: 'Pending', code: 0 }).status).toBe('Pending');
    expect(executeResponseSchema.safeParse({ status: 'Success' }).error?.issues[0]?.path).toEqual(['code']);
  });

  it('keeps the code of a 400 {error, code}', async () => {
    const fake = fakeFetch({ status: 400, json: { error: 'Missing cached order', code: -1 } });
    const e = await apiFailure(executeOrder(testClient(fake), { signedTransaction: TX_B64, requestId: 'r' }));
    expect(e).toMatchObject({ kind: 'http', status: 400, code: -1, message: 'Missing cached order' });
  });

  it('refuses an empty signed transaction before sending', async () => {
    const fake = fakeFetch({ json: executeWire });
    const e = await apiFailure(executeOrder(testClient(fake), { signedTransaction: '', requestId: 'r' }));
    expect(e.kind).toBe('invalid-request');
    expect(fake.calls).toHaveLength(0);
  });
});

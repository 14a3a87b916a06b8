import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { apiFailure, fakeFetch, testClient } from '../fake-fetch';
import { getProgramIdToLabel, getQuote, postSwap } from './endpoints-v1';
import { quoteSchema } from './schemas-v1';
import { OTHER, quoteWire, SOL, TAKER, USDC } from './test-fixtures';

describe('quote v1 schema (spec §2.1)', () => {
  it('decodes amounts to bigint, keeps a null percent and extra fields', () => {
    const q = quoteSchema.parse(quoteWire);
    expect(q.inAmount).toBe(100_000_000n);
    expect(q.otherAmountThreshold).toBe(16_972_173n);
    expect(q.routePlan[0]?.percent).toBeNull();
    expect(q.routePlan[0]?.swapInfo.outAmount).toBe(17_057_460n);
    expect(q.routePlan[0]?.swapInfo).toHaveProperty('details', { binStep: 4 });
    expect(q).toHaveProperty('swapUsdValue', '17.06');
  });

  it('keeps an unknown swapMode as a string', () => {
    expect(quoteSchema.parse({ ...quoteWire, swapMode: 'ExactBoth' }).swapMode).toBe('ExactBoth');
  });

  it('encodes back to exactly the wire JSON it was parsed from', () => {
    expect(z.encode(quoteSchema, quoteSchema.parse(quoteWire))).toEqual(quoteWire);
  });

  it('names a missing required field', () => {
    const { otherAmountThreshold: _, ...rest } = quoteWire;
    const r = quoteSchema.safeParse(rest);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['otherAmountThreshold']);
  });
});

describe('getQuote', () => {
  it('sends GET /swap/v1/quote with every query parameter under its spec name', async () => {
    const fake = fakeFetch({ json: quoteWire });
    const q = await getQuote(testClient(fake), {
      inputMint: SOL,
      outputMint: USDC,
      amount: 100_000_000n,
      slippageBps: 50,
      swapMode: 'ExactIn',
      dexes: ['Orca Whirlpool', 'Meteora DLMM'],
      restrictIntermediateTokens: true,
      onlyDirectRoutes: false,
      asLegacyTransaction: false,
      platformFeeBps: 20,
      maxAccounts: 64,
      instructionVersion: 'V2',
      dynamicSlippage: false,
      forMevBundle: true,
    });
    const { method, url, headers } = fake.last;
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/swap/v1/quote');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      inputMint: SOL,
      outputMint: USDC,
      amount: '100000000',
      slippageBps: '50',
      swapMode: 'ExactIn',
      dexes: 'Orca Whirlpool,Meteora DLMM',
      restrictIntermediateTokens: 'true',
      onlyDirectRoutes: 'false',
      asLegacyTransaction: 'false',
      platformFeeBps: '20',
      maxAccounts: '64',
      instructionVersion: 'V2',
      dynamicSlippage: 'false',
      forMevBundle: 'true',
      forJitoBundle: 'true',
    });
    // Spaces in DEX labels go out as `+` (spec §4.1).
    expect(url.search).toContain('dexes=Orca+Whirlpool%2CMeteora+DLMM');
    expect(headers.get('x-api-key')).toBe('test-key');
    expect(headers.get('authorization')).toBeNull();
    expect(q.outAmount).toBe(17_057_460n);
  });

  it('sends only the required parameters, leaving the spec §4.1 defaults to the service', async () => {
    const fake = fakeFetch({ json: quoteWire });
    await getQuote(testClient(fake), { inputMint: SOL, outputMint: USDC, amount: 100_000_000n });
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({
      inputMint: SOL,
      outputMint: USDC,
      amount: '100000000',
    });
  });

  it('rejects a negative amount before sending', async () => {
    const fake = fakeFetch({ json: quoteWire });
    const e = await apiFailure(getQuote(testClient(fake), { inputMint: SOL, outputMint: USDC, amount: -1n }));
    expect(e.kind).toBe('invalid-request');
    expect(e.issues.join()).toContain('amount');
    expect(fake.calls).toHaveLength(0);
  });
});

describe('postSwap', () => {
  it('posts the quote in its original wire form, unknown fields included', async () => {
    const fake = fakeFetch({ json: { swapTransaction: 'AQID', lastValidBlockHeight: 279_632_475, extra: 1 } });
    const quote = quoteSchema.parse(quoteWire);
    const out = await postSwap(testClient(fake), {
      userPublicKey: TAKER,
      quoteResponse: quote,
      wrapAndUnwrapSol: true,
      dynamicComputeUnitLimit: true,
      prioritizationFeeLamports: {
        priorityLevelWithMaxLamports: { priorityLevel: 'veryHigh', maxLamports: 1_000_000 },
      },
    });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/swap/v1/swap');
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(fake.last.body).toEqual({
      userPublicKey: TAKER,
      quoteResponse: quoteWire,
      wrapAndUnwrapSol: true,
      dynamicComputeUnitLimit: true,
      prioritizationFeeLamports: {
        priorityLevelWithMaxLamports: { priorityLevel: 'veryHigh', maxLamports: 1_000_000 },
      },
    });
    expect(out).toMatchObject({ swapTransaction: 'AQID', lastValidBlockHeight: 279_632_475, extra: 1 });
  });

  it('sends the MEV tip under the spec name', async () => {
    const fake = fakeFetch({ json: { swapTransaction: 'AQID', lastValidBlockHeight: 1 } });
    await postSwap(testClient(fake), {
      userPublicKey: TAKER,
      quoteResponse: quoteSchema.parse(quoteWire),
      prioritizationFeeLamports: { mevTipLamports: 10_000 },
    });
    expect(fake.last.body).toHaveProperty('prioritizationFeeLamports', { mevTipLamports: 10_000 });
  });

  it('requires feeAccount when the quote carries a platform fee (spec §4.1)', async () => {
    const fake = fakeFetch({ json: { swapTransaction: 'AQID', lastValidBlockHeight: 1 } });
    const quote = quoteSchema.parse({ ...quoteWire, platformFee: { amount: '3411', feeBps: 20 } });
    const e = await apiFailure(postSwap(testClient(fake), { userPublicKey: TAKER, quoteResponse: quote }));
    expect(e.kind).toBe('invalid-request');
    expect(e.issues.join()).toContain('feeAccount');
    expect(fake.calls).toHaveLength(0);
    await postSwap(testClient(fake), { userPublicKey: TAKER, quoteResponse: quote, feeAccount: OTHER });
    expect(fake.calls).toHaveLength(1);
  });

  it('reports a response without swapTransaction by name', async () => {
    const fake = fakeFetch({ json: { lastValidBlockHeight: 1 } });
    const e = await apiFailure(
      postSwap(testClient(fake), { userPublicKey: TAKER, quoteResponse: quoteSchema.parse(quoteWire) }),
    );
    expect(e.kind).toBe('invalid-response');
    expect(e.issues[0]).toMatch(/^swapTransaction/);
  });
});

describe('getProgramIdToLabel', () => {
  it('sends GET /swap/v1/program-id-to-label', async () => {
    const labels = { whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc: 'Orca Whirlpool' };
    const fake = fakeFetch({ json: labels });
    await expect(getProgramIdToLabel(testClient(fake))).resolves.toEqual(labels);
    expect(fake.last.method).toBe('GET');
    expect(fake.last.url.pathname).toBe('/swap/v1/program-id-to-label');
    expect([...fake.last.url.searchParams.keys()]).toEqual([]);
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
  });
});

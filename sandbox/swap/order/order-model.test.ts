import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { USDC_MINT, SOL_MINT } from '../../engine/pool-layout';
import { WELL_KNOWN_MINTS } from '../../world/well-known';
import { buildWorld } from '../../world/world';
import {
  autoSlippageBps,
  choosePriority,
  feeMintOf,
  feeOf,
  minimumOut,
  priorityLamportsOf,
  requiredSignatures,
} from './fees';
import { decideGas, type GasInput } from './gasless';
import { allowedRouters, parseOrderQuery } from './params';
import { KEEP_AFTER_EXPIRY_MS, RequestStore } from './request-store';

const world = buildWorld('order-model-test');
const JUP = WELL_KNOWN_MINTS.JUP;
const longTail = world.tokens.find((t) => t.origin === 'generated')!.id;
const addr = () => Keypair.generate().publicKey.toBase58();

describe('parseOrderQuery', () => {
  const base = { inputMint: SOL_MINT, outputMint: USDC_MINT, amount: '1000000' };
  const bad = (q: Record<string, string>, family: 'v2' | 'ultra' = 'v2') => {
    try {
      parseOrderQuery(family, q, world);
    } catch (e) {
      return (e as Error).message;
    }
    throw new Error('accepted');
  };

  it('reads the minimal order as mode ultra, taker included', () => {
    const taker = addr();
    const r = parseOrderQuery('v2', { ...base, taker }, world);
    expect(r).toMatchObject({ amount: 1_000_000n, taker, mode: 'ultra', slippageBps: null, payer: null });
    expect(parseOrderQuery('v2', { ...base, slippageBps: '30' }, world).mode).toBe('manual');
    // Order v1 ignores the parameters it does not have: no failure, still ultra.
    expect(parseOrderQuery('ultra', { ...base, slippageBps: 'abc' }, world).mode).toBe('ultra');
  });

  it('names the parameter of every bad input', () => {
    expect(bad({ outputMint: USDC_MINT, amount: '1' })).toBe('inputMint: required');
    expect(bad({ ...base, amount: '' })).toBe('amount: required');
    expect(bad({ ...base, amount: '0' })).toBe('amount: must be greater than 0');
    expect(bad({ ...base, amount: '1.5' })).toMatch(/^amount: must be a non-negative integer/);
    expect(bad({ ...base, amount: '-3' })).toMatch(/^amount: must be a non-negative integer/);
    expect(bad({ ...base, amount: (1n << 64n).toString() })).toBe('amount: does not fit a u64');
    expect(bad({ ...base, outputMint: 'nope' })).toMatch(/^outputMint: "nope" is not a base58 address/);
    expect(bad({ ...base, outputMint: addr() })).toMatch(/^outputMint: no token with mint/);
    expect(bad({ ...base, outputMint: SOL_MINT })).toBe('outputMint: must differ from inputMint');
    expect(bad({ ...base, slippageBps: '10001' })).toMatch(/^slippageBps: must be an integer from 0 to 10000/);
    expect(bad({ ...base, slippageBps: '-1' })).toMatch(/^slippageBps:/);
    expect(bad({ ...base, swapMode: 'ExactOut' })).toBe('swapMode: must be one of ExactIn');
    expect(bad({ ...base, referralFee: '60' })).toBe('referralFee: requires referralAccount');
    expect(bad({ ...base, referralAccount: addr() })).toBe('referralAccount: requires referralFee');
    expect(bad({ ...base, referralAccount: addr(), referralFee: '49' })).toMatch(
      /^referralFee: must be an integer from 50 to 255/,
    );
    expect(bad({ ...base, referralAccount: addr(), referralFee: '256' })).toMatch(/^referralFee:/);
    const taker = addr();
    expect(bad({ ...base, taker, receiver: taker })).toBe('receiver: must differ from taker');
    expect(bad({ ...base, taker: 'x'.repeat(40) })).toMatch(/^taker: /);
    expect(bad({ ...base, excludeRouters: 'aggregator_a,metis' })).toMatch(/^excludeRouters: "metis" is not one of/);
    expect(bad({ ...base, broadcastFeeType: 'fast' })).toBe('broadcastFeeType: must be one of maxCap, exactFee');
    expect(bad({ ...base, priorityFeeLamports: '1e6' })).toMatch(/^priorityFeeLamports:/);
    expect(bad({ ...base, closeAuthority: addr() }, 'ultra')).toBe('closeAuthority: requires payer');
  });

  it('restricts routers by excludeRouters and payer', () => {
    const taker = addr();
    const r = parseOrderQuery('v2', { ...base, excludeRouters: 'rfq_mm, aggregator_c' }, world);
    expect(allowedRouters(r)).toEqual(['aggregator_a', 'aggregator_b']);
    const withPayer = parseOrderQuery('v2', { ...base, taker, payer: addr() }, world);
    expect(allowedRouters(withPayer)).toEqual(['aggregator_a']);
    // payer = taker has no effect.
    expect(parseOrderQuery('v2', { ...base, taker, payer: taker }, world).payer).toBeNull();
  });
});

describe('fees', () => {
  it('takes the fee in the output when it is SOL, USDC or USDT, else in the input', () => {
    expect(feeMintOf(JUP, USDC_MINT)).toBe(USDC_MINT);
    expect(feeMintOf(USDC_MINT, SOL_MINT)).toBe(SOL_MINT);
    expect(feeMintOf(USDC_MINT, JUP)).toBe(USDC_MINT);
    expect(feeMintOf(longTail, JUP)).toBe(longTail);
    expect(feeOf(1_000_000n, 5)).toBe(500n);
    expect(minimumOut(1_000_000n, 50)).toBe(995_000n);
  });

  it('chooses slippage by pair class and impact', () => {
    expect(autoSlippageBps(world, { inputMint: USDC_MINT, outputMint: WELL_KNOWN_MINTS.USDT, priceImpact: 0 })).toBe(
      10,
    );
    expect(autoSlippageBps(world, { inputMint: SOL_MINT, outputMint: USDC_MINT, priceImpact: -0.0001 })).toBe(51);
    expect(autoSlippageBps(world, { inputMint: USDC_MINT, outputMint: longTail, priceImpact: -0.01 })).toBe(200);
    expect(autoSlippageBps(world, { inputMint: USDC_MINT, outputMint: longTail, priceImpact: -0.5 })).toBe(1000);
  });

  it('honours priorityFeeLamports exactly or as a cap, and the tip', () => {
    const exact = choosePriority({
      autoPrice: 50_000n,
      limit: 200_000,
      priorityFeeLamports: 30_000n,
      mevTipLamports: null,
      broadcastFeeType: null,
    });
    expect(exact).toMatchObject({
      computeUnitPrice: 150_000n,
      priorityLamports: 30_000n,
      tipLamports: 0n,
      userSet: true,
    });
    const capped = choosePriority({
      autoPrice: 50_000n,
      limit: 200_000,
      priorityFeeLamports: 30_000n,
      mevTipLamports: 7n,
      broadcastFeeType: 'maxCap',
    });
    expect(capped).toMatchObject({ computeUnitPrice: 50_000n, priorityLamports: 10_000n, tipLamports: 7n });
    const cappedLow = choosePriority({
      autoPrice: 50_000n,
      limit: 200_000,
      priorityFeeLamports: 2_000n,
      mevTipLamports: null,
      broadcastFeeType: 'maxCap',
    });
    expect(cappedLow.priorityLamports).toBe(2_000n);
    const auto = choosePriority({
      autoPrice: 50_000n,
      limit: 210_000,
      priorityFeeLamports: null,
      mevTipLamports: null,
      broadcastFeeType: 'exactFee',
    });
    expect(auto).toMatchObject({ priorityLamports: priorityLamportsOf(50_000n, 210_000), userSet: false });
    expect(auto.priorityLamports).toBe(10_500n);
    expect(requiredSignatures(Uint8Array.from([0x80, 3, 0, 1]))).toBe(3);
    expect(requiredSignatures(Uint8Array.from([2, 0, 1]))).toBe(2);
  });
});

describe('decideGas', () => {
  const taker = addr();
  const gasWallet = addr();
  const maker = addr();
  const input: GasInput = {
    router: 'aggregator_a',
    taker,
    payer: null,
    maker: null,
    gasWallet,
    inputIsSol: false,
    amount: 100n,
    inputBalance: 100n,
    takerLamports: 1_000_000_000n,
    gasLamports: 20_000n,
    rentLamports: 2_039_280n,
    tempRentLamports: 0n,
    userSetFee: false,
    referral: false,
    swapUsd: 50,
    receiver: null,
    outputAccountMissing: true,
    makerCanPay: true,
  };

  it('lets a funded taker pay', () => {
    expect(decideGas(input)).toEqual({
      ok: true,
      plan: {
        feePayer: taker,
        feeRole: 'taker',
        rentPayer: taker,
        rentRole: 'taker',
        sponsored: false,
        gasless: false,
      },
    });
  });

  it('answers the aggregator codes 1, 2 and 3', () => {
    expect(decideGas({ ...input, inputBalance: 99n })).toEqual({
      ok: false,
      problem: { code: 1, message: 'Insufficient funds' },
    });
    const poor = { ...input, takerLamports: 0n };
    expect(decideGas({ ...poor, userSetFee: true })).toEqual({
      ok: false,
      problem: { code: 2, message: 'Top up 0.003 SOL for gas' },
    });
    expect(decideGas({ ...poor, swapUsd: 9.99 })).toEqual({
      ok: false,
      problem: { code: 3, message: 'Minimum 10 USD for gasless' },
    });
    expect(decideGas(poor)).toMatchObject({ ok: true, plan: { feePayer: gasWallet, sponsored: true, gasless: true } });
    // SOL input: the taker has SOL, so no sponsorship; the amount counts.
    const sol = { ...input, inputIsSol: true, amount: 1_000_000_000n, inputBalance: 1_000_000_000n };
    expect(decideGas(sol)).toMatchObject({ ok: false, problem: { code: 2 } });
  });

  it('lets an integrator payer pay, and asks it to top up', () => {
    const payer = addr();
    expect(decideGas({ ...input, takerLamports: 0n, payer: { address: payer, lamports: 10_000_000n } })).toMatchObject({
      ok: true,
      plan: { feePayer: payer, rentPayer: payer, feeRole: 'payer', gasless: true, sponsored: false },
    });
    expect(decideGas({ ...input, payer: { address: payer, lamports: 0n } })).toMatchObject({
      ok: false,
      problem: { code: 2 },
    });
  });

  it('answers the rfq codes and payers', () => {
    const rfq = { ...input, router: 'rfq_mm' as const, maker, takerLamports: 0n };
    expect(decideGas(rfq)).toMatchObject({ ok: true, plan: { feePayer: maker, rentPayer: gasWallet, gasless: true } });
    expect(decideGas({ ...rfq, outputAccountMissing: false })).toMatchObject({ plan: { rentPayer: maker } });
    expect(decideGas({ ...rfq, inputBalance: 0n })).toMatchObject({ ok: false, problem: { code: 1 } });
    expect(decideGas({ ...rfq, referral: true })).toMatchObject({ ok: false, problem: { code: 2 } });
    expect(decideGas({ ...rfq, receiver: addr() })).toMatchObject({ ok: false, problem: { code: 3 } });
    expect(decideGas({ ...rfq, makerCanPay: false })).toMatchObject({ ok: false, problem: { code: 3 } });
  });
});

describe('RequestStore', () => {
  it('drops an entry two minutes after its expiry and bounds its size', () => {
    const clock = { ms: 0 };
    const store = new RequestStore<number>(() => clock.ms, 3);
    store.put('a', 1, 1_000);
    expect(store.get('a')).toBe(1);
    clock.ms = 1_000 + KEEP_AFTER_EXPIRY_MS - 1;
    expect(store.get('a')).toBe(1);
    store.extend('a', clock.ms + 10);
    clock.ms += 5;
    expect(store.get('a')).toBe(1);
    clock.ms += 5;
    expect(store.get('a')).toBeUndefined();
    for (const id of ['b', 'c', 'd', 'e']) store.put(id, 0, clock.ms + 1_000);
    expect(store.size).toBe(3);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('e')).toBe(0);
  });

  it('over its bound drops the oldest 5 % at once and keeps the newest', () => {
    const store = new RequestStore<number>(() => 0, 100);
    for (let i = 0; i < 101; i++) store.put(String(i), i, 1_000);
    expect(store.size).toBe(95);
    expect(store.get('5')).toBeUndefined();
    expect(store.get('6')).toBe(6);
    expect(store.get('100')).toBe(100);
  });
});

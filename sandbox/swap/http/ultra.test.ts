import { Keypair } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { executeResponseSchema } from '../../../src/api/ultra/schemas';
import { openHarness, signed } from '../../test-harness';
import {
  balance,
  execute,
  getOrder,
  JUP,
  okOrder,
  SOL,
  SOL_LAMPORTS,
  type SwapEnv,
  USDC,
  SWAP,
} from '../order/test-kit';
import { ataOf } from '../../kit/tx/builder';
import { encodeAddress } from '../../world/address';

let env: SwapEnv;
const ORDER = '/ultra/v1/order';
const addr = () => Keypair.generate().publicKey.toBase58();

beforeAll(() => {
  env = openHarness({ ...SWAP, seed: 'ultra-test' });
});

async function bad(params: Record<string, string | number>) {
  const { status, body } = await getOrder(env, ORDER, params);
  expect(status).toBe(400);
  expect(Object.keys(body)).toEqual(['error']);
  return body.error as string;
}

describe('GET /ultra/v1/order', () => {
  const base = { inputMint: SOL, outputMint: USDC, amount: '100000000' };

  it('answers bad input with 400 {error} naming the parameter', async () => {
    expect(await bad({ outputMint: USDC, amount: 1 })).toBe('inputMint: required');
    expect(await bad({ ...base, amount: '-1' })).toMatch(/^amount:/);
    expect(await bad({ ...base, outputMint: SOL })).toBe('outputMint: must differ from inputMint');
    expect(await bad({ ...base, referralAccount: addr(), referralFee: 300 })).toMatch(/^referralFee:/);
    expect(await bad({ ...base, referralFee: 60 })).toBe('referralFee: requires referralAccount');
    const taker = addr();
    expect(await bad({ ...base, taker, receiver: taker })).toBe('receiver: must differ from taker');
    expect(await bad({ ...base, taker, closeAuthority: addr() })).toBe('closeAuthority: requires payer');
    expect(await bad({ ...base, excludeRouters: 'metis' })).toMatch(/^excludeRouters:/);
    expect(await bad({ ...base, excludeRouters: 'aggregator_a,rfq_mm,aggregator_b,aggregator_c' })).toBe(
      'Failed to get quotes',
    );
  });

  it('has no slippage parameter: one sent is ignored (no failure, still ultra mode), the slippage is automatic', async () => {
    const order = await okOrder(env, ORDER, { ...base, slippageBps: 'whatever', priorityFeeLamports: 'x' });
    expect(order.mode).toBe('ultra');
    expect(order.slippageBps).toBe(51);
    expect(order).not.toHaveProperty('lastValidBlockHeight');
    expect((await okOrder(env, ORDER, { ...base, excludeDexes: 'Phoenix' })).mode).toBe('manual');
  });

  it('reports a build problem without the v2 `error` field', async () => {
    const taker = env.wallet({ sol: SOL_LAMPORTS }).publicKey.toBase58();
    const order = await okOrder(env, ORDER, { inputMint: USDC, outputMint: JUP, amount: 5_000_000, taker });
    expect(order).toMatchObject({ transaction: '', errorCode: 1, errorMessage: 'Insufficient funds' });
    expect(order).not.toHaveProperty('error');
  });
});

describe('POST /ultra/v1/execute', () => {
  it('executes an order v1 transaction and returns the supplement’s result fields', async () => {
    const taker = env.wallet({ sol: 2n * SOL_LAMPORTS });
    const address = taker.publicKey.toBase58();
    const order = await okOrder(env, ORDER, { inputMint: SOL, outputMint: USDC, amount: SOL_LAMPORTS, taker: address });
    const { status, body } = await execute(env, '/ultra/v1/execute', {
      signedTransaction: signed(order.transaction!, taker),
      requestId: order.requestId,
    });
    expect(status).toBe(200);
    const result = executeResponseSchema.parse(body);
    expect(result).toMatchObject({ status: 'Success', code: 0, totalOutputAmount: order.outAmount });
    expect(balance(env, address, USDC)).toBe(result.totalOutputAmount);
    // A swap v2 execute does not know order v1 requests.
    const cross = await execute(env, '/swap/v2/execute', {
      signedTransaction: signed(order.transaction!, taker),
      requestId: order.requestId,
    });
    expect(cross).toMatchObject({ status: 400, body: { code: -1 } });
    const missing = await execute(env, '/ultra/v1/execute', { requestId: order.requestId });
    expect(missing).toMatchObject({ status: 400, body: { code: -2 } });
  });

  it('sets the close authority of the created output account when an integrator pays (closeAuthority + payer)', async () => {
    const taker = env.wallet({ sol: 0n, tokens: { [USDC]: 100_000_000n } });
    const payer = env.wallet({ sol: SOL_LAMPORTS });
    const closeAuthority = addr();
    const address = taker.publicKey.toBase58();
    const order = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: JUP,
      amount: 20_000_000,
      taker: address,
      payer: payer.publicKey.toBase58(),
      closeAuthority,
    });
    expect(order).toMatchObject({ router: 'aggregator_a', signatureFeePayer: payer.publicKey.toBase58() });
    const twice = signed(order.transaction!, taker, payer);
    const { body } = await execute(env, '/ultra/v1/execute', { signedTransaction: twice, requestId: order.requestId });
    expect(body, JSON.stringify(body)).toMatchObject({ status: 'Success' });
    const ata = ataOf(address, JUP, env.sandbox.world.byMint.get(JUP)!.tokenProgram);
    const data = env.sandbox.ledger.getAccount(ata)!.data;
    // SPL token account: closeAuthority is COption<Pubkey> at byte 129.
    expect(new DataView(data.buffer, data.byteOffset).getUint32(129, true)).toBe(1);
    expect(encodeAddress(data.subarray(133, 165))).toBe(closeAuthority);
    expect(balance(env, address, JUP)).toBe(BigInt(body.totalOutputAmount as string));
  });
});

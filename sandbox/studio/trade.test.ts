import { Connection, Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolAddressesResponseSchema, poolFeeResponseSchema } from '../../src/api/studio/schemas';
import { startRpcServer, type RunningRpcServer } from '../rpc/server';
import { quoteSchema, swapV1ResponseSchema } from '../../src/api/swap/schemas-v1';
import { query, USDC } from '../swap/order/test-kit';
import { swapBody } from '../swap/v1/test-kit';
import { ataOf } from '../kit/tx/builder';
import { TOKEN_PROGRAM } from '../world/token';
import { openHarness } from '../test-harness';
import { launch, postJson, type StudioEnv, swapThrough, STUDIO } from './test-kit';

let env: StudioEnv;
let server: RunningRpcServer;
let connection: Connection;
const creator = Keypair.generate();
const trader = Keypair.generate();
let mint = '';
let pool = '';

beforeAll(async () => {
  env = openHarness({ ...STUDIO, seed: 'studio-trade' });
  server = await startRpcServer({ ledger: env.sandbox.ledger, port: 0 });
  connection = new Connection(server.url, 'confirmed');
  env.sandbox.welcome(creator.publicKey.toBase58());
  env.sandbox.welcome(trader.publicKey.toBase58());
  const { created } = await launch(env, creator);
  mint = created.mint;
  const res = await env.request(`/studio/v1/dbc-pool/addresses/${mint}`);
  pool = poolAddressesResponseSchema.parse(await res.json()).data.dbcPoolAddress ?? '';
});

afterAll(async () => {
  await server.close();
});

const swap = (taker: Keypair, inputMint: string, outputMint: string, amount: bigint) =>
  swapThrough(env, taker, inputMint, outputMint, amount);

async function fee() {
  const res = await postJson(env, '/studio/v1/dbc/fee', { poolAddress: pool });
  expect(res.status).toBe(200);
  return poolFeeResponseSchema.parse(await res.json());
}

describe('a launch is a token at once, and trades on its curve', () => {
  it('is in search, recent and price v3, with its uploaded image as the icon', async () => {
    const search = (await (await env.request(`/tokens/v2/search?query=SCAT`)).json()) as { id: string; icon: string }[];
    expect(search[0]?.id).toBe(mint);
    expect(search[0]?.icon).toBe(`http://127.0.0.1:8787/studio-uploads/images/${mint}`);
    const recent = (await (await env.request('/tokens/v2/recent')).json()) as { id: string }[];
    expect(recent[0]?.id).toBe(mint);
    const prices = (await (await env.request(`/price/v3?ids=${mint}`)).json()) as Record<string, { usdPrice: number }>;
    // 16,000 USDC over a billion tokens.
    expect(prices[mint]?.usdPrice).toBeCloseTo(0.000016, 8);
  });

  it('buys through the curve (its own DEX label), paying the fee, half of it to the creator; sells back', async () => {
    expect(await fee()).toEqual({ unclaimed: 0n, total: 0n });
    const { order, result } = await swap(trader, USDC, mint, 100_000_000n);
    expect(order.routePlan[0]?.swapInfo.label).toBe('Meteora DBC');
    const bought = BigInt(result.outputAmountResult ?? 0);
    expect(bought).toBeGreaterThan(0n);
    // 1 % of what reached the pool (after the router's own fee), half of it the creator's.
    const poolIn = BigInt(order.routePlan[0]?.swapInfo.inAmount ?? 0);
    expect(poolIn).toBeGreaterThan(99_000_000n);
    const creatorShare = (poolIn + 99n) / 100n / 2n;
    expect(await fee()).toEqual({ unclaimed: creatorShare, total: creatorShare });
    const account = ataOf(trader.publicKey.toBase58(), mint, 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
    expect((await connection.getTokenAccountBalance(new PublicKey(account))).value.amount).toBe(bought.toString());
    const sold = await swap(trader, mint, USDC, bought);
    expect(BigInt(sold.result.outputAmountResult ?? 0)).toBeLessThan(100_000_000n);
    expect((await fee()).total).toBeGreaterThan(creatorShare);
  });

  it('lands a client-sent quote v1 swap through the curve: the pool co-signer checks it against the curve', async () => {
    const before = await fee();
    const me = trader.publicKey.toBase58();
    const quoted = await env.request(
      `/swap/v1/quote?${query({ inputMint: USDC, outputMint: mint, amount: 5_000_000 })}`,
    );
    expect(quoted.status, await quoted.clone().text()).toBe(200);
    const quote = quoteSchema.parse(await quoted.json());
    expect(quote.routePlan[0]?.swapInfo.label).toBe('Meteora DBC');
    const built = await postJson(env, '/swap/v1/swap', swapBody(quote, me));
    expect(built.status, await built.clone().text()).toBe(200);
    const { swapTransaction } = swapV1ResponseSchema.parse(await built.json());
    const tx = VersionedTransaction.deserialize(Buffer.from(swapTransaction, 'base64'));
    tx.sign([trader]);
    const sent = env.sandbox.ledger.sendTransaction(tx.serialize());
    expect(sent.ok, JSON.stringify(sent)).toBe(true);
    expect((await fee()).total).toBeGreaterThan(before.total);
  });

  it('claims the creator fee with a real transaction the creator signs and sends', async () => {
    const before = await fee();
    const other = await postJson(env, '/studio/v1/dbc/fee/create-tx', {
      ownerWallet: trader.publicKey.toBase58(),
      poolAddress: pool,
      maxQuoteAmount: 1e12,
    });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ error: 'You are not the owner of this pool' });
    const unknown = await postJson(env, '/studio/v1/dbc/fee/create-tx', {
      ownerWallet: creator.publicKey.toBase58(),
      poolAddress: trader.publicKey.toBase58(),
      maxQuoteAmount: 1,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Proxy account not found for the creator' });
    const bad = await postJson(env, '/studio/v1/dbc/fee/create-tx', { ownerWallet: 'x', poolAddress: pool });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
      'maxQuoteAmount',
      'ownerWallet',
    ]);

    const res = await postJson(env, '/studio/v1/dbc/fee/create-tx', {
      ownerWallet: creator.publicKey.toBase58(),
      poolAddress: pool,
      maxQuoteAmount: 1e12,
    });
    expect(res.status).toBe(200);
    // While that claim can still land, a second one has nothing left to take.
    const second = await postJson(env, '/studio/v1/dbc/fee/create-tx', {
      ownerWallet: creator.publicKey.toBase58(),
      poolAddress: pool,
      maxQuoteAmount: 1e12,
    });
    expect(second.status).toBe(400);
    const { transaction } = (await res.json()) as { transaction: string };
    const tx = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
    tx.sign([creator]);
    const usdc = new PublicKey(ataOf(creator.publicKey.toBase58(), USDC, TOKEN_PROGRAM));
    const start = BigInt((await connection.getTokenAccountBalance(usdc)).value.amount);
    const signature = await connection.sendRawTransaction(tx.serialize());
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull();
    expect(BigInt((await connection.getTokenAccountBalance(usdc)).value.amount)).toBe(start + before.unclaimed);
    expect(await fee()).toEqual({ unclaimed: 0n, total: before.total });
  });
});

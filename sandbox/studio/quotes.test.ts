import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { executeResponseSchema, orderResponseSchema } from '../../src/api/swap/schemas-v2';
import { query } from '../swap/order/test-kit';
import { launch, memeBody, openStudio, postJson } from './test-kit';

const SOL = 'So11111111111111111111111111111111111111112';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

describe('launches quoted in SOL and JUP', () => {
  it.each([
    [SOL, 9, 100, 400],
    [JUP, 6, 50_000, 200_000],
  ])('launches on %s and a buy lands through the curve', async (quoteMint, decimals, start, end) => {
    const env = openStudio(`studio-quote-${quoteMint.slice(0, 4)}`);
    const creator = Keypair.generate();
    env.sandbox.welcome(creator.publicKey.toBase58());
    const body = memeBody(creator.publicKey.toBase58(), { tokenSymbol: 'QQ' });
    body.buildCurveByMarketCapParam = {
      ...body.buildCurveByMarketCapParam,
      quoteMint,
      tokenQuoteDecimal: decimals,
      initialMarketCap: start,
      migrationMarketCap: end,
    };
    const { created, submitted } = await launch(env, creator, body);
    expect(submitted.status).toBe(200);
    const amount = quoteMint === SOL ? 100_000_000n : 1_000_000n;
    const res = await env.request(
      `/swap/v2/order?${query({ inputMint: quoteMint, outputMint: created.mint, amount, taker: creator.publicKey.toBase58() })}`,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const order = orderResponseSchema.parse(await res.json());
    expect(order.routePlan.map((r) => r.swapInfo.label)).toContain('Meteora DBC');
    const tx = VersionedTransaction.deserialize(Buffer.from(order.transaction ?? '', 'base64'));
    tx.sign([creator]);
    const executed = await postJson(env, '/swap/v2/execute', {
      signedTransaction: Buffer.from(tx.serialize()).toString('base64'),
      requestId: order.requestId,
    });
    const result = executeResponseSchema.parse(await executed.json());
    expect(result.status, result.error ?? '').toBe('Success');
    const fee = await postJson(env, '/studio/v1/dbc/fee', {
      poolAddress: env.sandbox.studio.addresses(created.mint)?.dbcPoolAddress,
    });
    expect(BigInt(((await fee.json()) as { total: string }).total)).toBeGreaterThan(0n);
  });
});

import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { openHarness } from '../test-harness';
import { launch, memeBody, postJson, swapThrough, STUDIO } from './test-kit';

const SOL = 'So11111111111111111111111111111111111111112';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

describe('launches quoted in SOL and JUP', () => {
  it.each([
    [SOL, 9, 100, 400],
    [JUP, 6, 50_000, 200_000],
  ])('launches on %s and a buy lands through the curve', async (quoteMint, decimals, start, end) => {
    const env = openHarness({ ...STUDIO, seed: `studio-quote-${quoteMint.slice(0, 4)}` });
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
    const { order } = await swapThrough(env, creator, quoteMint, created.mint, amount);
    expect(order.routePlan.map((r) => r.swapInfo.label)).toContain('Meteora DBC');
    const fee = await postJson(env, '/studio/v1/dbc/fee', {
      poolAddress: env.sandbox.studio.addresses(created.mint)?.dbcPoolAddress,
    });
    expect(BigInt(((await fee.json()) as { total: string }).total)).toBeGreaterThan(0n);
  });
});

import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '../../src/api/swap/schemas-v2';
import { query, USDC } from '../swap/order/test-kit';
import { openHarness } from '../test-harness';
import { launch, postJson, STUDIO } from './test-kit';

const dir = mkdtempSync(join(tmpdir(), 'studio-state-'));
const statePath = join(dir, 'sandbox-state.bin');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Studio across a restart', () => {
  it('keeps the launch, its pool, its fees and its files', async () => {
    const creator = Keypair.generate();
    const first = openHarness({ ...STUDIO, seed: 'studio-restart', statePath: statePath, reset: true });
    first.sandbox.save(true);
    first.sandbox.welcome(creator.publicKey.toBase58());
    const { created } = await launch(first, creator);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9]);
    const put = await first.app.request(created.imagePresignedUrl, {
      method: 'PUT',
      body: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);
    const order = orderResponseSchema.parse(
      await (
        await first.request(
          `/swap/v2/order?${query({ inputMint: USDC, outputMint: created.mint, amount: 50_000_000, taker: creator.publicKey.toBase58() })}`,
        )
      ).json(),
    );
    const tx = VersionedTransaction.deserialize(Buffer.from(order.transaction ?? '', 'base64'));
    tx.sign([creator]);
    const executed = await postJson(first, '/swap/v2/execute', {
      signedTransaction: Buffer.from(tx.serialize()).toString('base64'),
      requestId: order.requestId,
    });
    expect(((await executed.json()) as { status: string }).status).toBe('Success');
    const addresses = (await (await first.request(`/studio/v1/dbc-pool/addresses/${created.mint}`)).json()) as {
      data: { dbcPoolAddress: string };
    };
    const pool = addresses.data.dbcPoolAddress;
    const fee = await (await postJson(first, '/studio/v1/dbc/fee', { poolAddress: pool })).json();
    const price = await (await first.request(`/price/v3?ids=${created.mint}`)).json();
    // A claim handed out and not landed yet: it still reserves the fees after a restart.
    const claimBody = { ownerWallet: creator.publicKey.toBase58(), poolAddress: pool, maxQuoteAmount: 1e12 };
    expect((await postJson(first, '/studio/v1/dbc/fee/create-tx', claimBody)).status).toBe(200);
    // No save: as after a kill -9, only the state file of the launch's start and the journal remain.
    first.sandbox.close();
    first.sandbox.studio.keeper.stop();

    const second = openHarness({ ...STUDIO, seed: 'studio-restart', statePath: statePath });
    expect(second.sandbox.restored).toBe(true);
    expect(await (await postJson(second, '/studio/v1/dbc/fee', { poolAddress: pool })).json()).toEqual(fee);
    expect(await (await second.request(`/price/v3?ids=${created.mint}`)).json()).toMatchObject({
      [created.mint]: { usdPrice: (price as Record<string, { usdPrice: number }>)[created.mint]?.usdPrice },
    });
    const search = (await (await second.request(`/tokens/v2/search?query=${created.mint}`)).json()) as { id: string }[];
    expect(search.map((t) => t.id)).toEqual([created.mint]);
    const again_claim = await postJson(second, '/studio/v1/dbc/fee/create-tx', claimBody);
    expect(again_claim.status).toBe(400);
    expect(await again_claim.json()).toEqual({ errors: { maxQuoteAmount: ['nothing to claim for this amount'] } });
    const image = await second.app.request(created.imageUrl);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
    // Still tradable: the curve's pool and authority came back.
    const again = await second.request(
      `/swap/v2/order?${query({ inputMint: USDC, outputMint: created.mint, amount: 1_000_000, taker: creator.publicKey.toBase58() })}`,
    );
    expect(orderResponseSchema.parse(await again.json()).routePlan[0]?.swapInfo.label).toBe('Meteora DBC');
    second.sandbox.close();
    second.sandbox.studio.keeper.stop();
  }, 60_000);
});

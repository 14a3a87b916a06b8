import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openHarness, signed } from '../test-harness';
import { execute, okOrder, SOL, SOL_LAMPORTS, SWAP } from '../swap/order/test-kit';

const dir = mkdtempSync(join(tmpdir(), 'engine-crash-'));
const statePath = join(dir, 'sandbox-state.bin');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a crash after a pool was first written', () => {
  it('prices the pool from the vaults the journal brought back, not from genesis', async () => {
    const first = openHarness({ ...SWAP, seed: 'engine-crash', statePath: statePath });
    first.sandbox.save(true);
    const { layout, liquidity } = first.sandbox.engine;
    const pool = layout.pools.find((p) => !p.wellKnown && !p.own && p.quoteMint === SOL && !liquidity.isOnChain(p))!;
    const taker = first.wallet({ sol: 5n * SOL_LAMPORTS });
    const params = { inputMint: SOL, outputMint: pool.baseMint, amount: 100_000_000 };
    const order = await okOrder(first, '/swap/v2/order', { ...params, taker: taker.publicKey.toBase58() });
    const executed = await execute(first, '/swap/v2/execute', {
      signedTransaction: signed(order.transaction ?? '', taker),
      requestId: order.requestId,
    });
    expect(executed.body).toMatchObject({ status: 'Success' });
    expect(liquidity.isOnChain(pool)).toBe(true);
    const reserves = liquidity.reserves(pool);
    expect(reserves.quote).not.toBe(pool.genesisQuote);
    const quoted = (await okOrder(first, '/swap/v2/order', params)).outAmount;
    // No save: as after kill -9, only the state file from before the swap and the journal remain.
    first.sandbox.close();

    const second = openHarness({ ...SWAP, seed: 'engine-crash', statePath: statePath });
    expect(second.sandbox.engine.liquidity.isOnChain(pool)).toBe(true);
    expect(second.sandbox.engine.liquidity.reserves(pool)).toEqual(reserves);
    expect((await okOrder(second, '/swap/v2/order', params)).outAmount).toBe(quoted);
    second.sandbox.close();
  }, 60_000);
});

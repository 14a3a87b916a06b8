import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { borrowVaultsResponseSchema } from '../../../src/api/lend/schemas';
import { openHarness, serveRpc, signed } from '../../test-harness';
import { LEND, type LendEnv } from '../test-kit';
import { body, borrower, positionsOf } from './test-kit';

const dir = mkdtempSync(join(tmpdir(), 'borrow-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const statePath = join(dir, 'sandbox-state.bin');

const craftOpen = async (env: LendEnv, user: ReturnType<typeof borrower>, debt: string) => {
  const res = await env.call(
    '/borrow/operate',
    body(user, { positionId: 0, colAmount: '1000000000', debtAmount: debt }),
  );
  return { nftId: res.body.nftId as number, tx: res.body.transaction as string };
};
const vaults = async (env: LendEnv) => borrowVaultsResponseSchema.parse((await env.call('/borrow/vaults')).body);

describe('Borrow across a restart', () => {
  // Two sandboxes opened and saved in one test: slow when the suite runs files in parallel.
  it(
    'keeps positions, the oracle and crafted operations, and recovers a landing the book missed',
    { timeout: 30_000 },
    async () => {
      const first = await serveRpc(openHarness({ ...LEND, seed: 'borrow-restart', statePath: statePath }));
      const alice = borrower(first);
      const bob = borrower(first);
      // Every craft and the oracle save at once; Alice's landing comes after, so only the journal holds it.
      const landed = await craftOpen(first, alice, '50000000');
      const late = await craftOpen(first, bob, '20000000');
      expect((await first.control('/lend/oracle', { vaultId: 1, price: '140' })).status).toBe(200);
      await first.connection.sendRawTransaction(Buffer.from(signed(landed.tx, alice), 'base64'));
      expect((await positionsOf(first, alice))[0]?.supply).toBe(1_000_000_000n);
      await first.close();

      const second = await serveRpc(openHarness({ ...LEND, seed: 'borrow-restart', statePath: statePath }));
      try {
        const [recovered] = await positionsOf(second, alice);
        expect(recovered).toMatchObject({ id: landed.nftId, supply: 1_000_000_000n });
        expect(recovered!.borrow >= 50_000_000n && recovered!.borrow < 50_000_010n).toBe(true);
        expect((await vaults(second))[0]).toMatchObject({ oraclePrice: 140, totalSupply: 1_000_000_000n });
        // Crafted before the restart, co-signed and counted after it.
        await second.connection.sendRawTransaction(Buffer.from(signed(late.tx, bob), 'base64'));
        expect((await positionsOf(second, bob))[0]).toMatchObject({ id: late.nftId, supply: 1_000_000_000n });
        // Ids are never reused.
        const next = await craftOpen(second, borrower(second), '10000000');
        expect(next.nftId).toBe(late.nftId + 1);

        // A reset forgets it all: fresh vaults, the seed price, ids from 1.
        expect((await second.control('/reset', {})).status).toBe(200);
        expect((await vaults(second))[0]).toMatchObject({ oraclePrice: 150, totalSupply: 0n, totalPositions: 0 });
        expect((await craftOpen(second, borrower(second), '10000000')).nftId).toBe(1);
      } finally {
        await second.close();
      }
    },
  );
});

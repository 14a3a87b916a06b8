import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openHarness, serveRpc, signed, usdcFunding } from '../test-harness';
import { earningsOf, LEND, positionOf, USDC, type LendEnv } from './test-kit';

const dir = mkdtempSync(join(tmpdir(), 'lend-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const statePath = join(dir, 'sandbox-state.bin');

const craftDeposit = async (env: LendEnv, signer: string, amount: string) =>
  (await env.call('/earn/deposit', { asset: USDC, signer, amount })).body.transaction as string;

describe('Lend across a restart', () => {
  it('keeps positions, net deposits (read back from the chain) and crafted messages', async () => {
    const first = await serveRpc(openHarness({ ...LEND, seed: 'lend-restart', statePath: statePath }));
    const user = first.wallet(usdcFunding());
    const signer = user.publicKey.toBase58();
    // Both crafts save at once; the first lands after that, so only the journal holds it when the process dies.
    const landed = await craftDeposit(first, signer, '50000000');
    const late = await craftDeposit(first, signer, '10000000');
    await first.connection.sendRawTransaction(Buffer.from(signed(landed, user), 'base64'));
    const shares = (await positionOf(first, user, USDC)).shares;
    await first.close();

    const second = await serveRpc(openHarness({ ...LEND, seed: 'lend-restart', statePath: statePath }));
    try {
      expect((await positionOf(second, user, USDC)).shares).toBe(shares);
      // The landing's 50 USDC counted as deposited: no phantom earnings.
      const early = (await earningsOf(second, user, USDC))?.earnings ?? 1n;
      expect(early <= 0n && early > -3n).toBe(true);
      // Crafted before the restart, still co-signed after it.
      await second.connection.sendRawTransaction(Buffer.from(signed(late, user), 'base64'));
      expect((await positionOf(second, user, USDC)).shares).toBeGreaterThan(shares);
      second.sandbox.time.advance(365 * 86_400_000);
      const earned = (await earningsOf(second, user, USDC))?.earnings ?? 0n;
      // ~5.2 % of 60 USDC for a year.
      expect(earned > 3_000_000n && earned < 3_300_000n).toBe(true);
    } finally {
      await second.close();
    }
  });
});

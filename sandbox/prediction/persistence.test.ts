import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { afterAll, describe, expect, it } from 'vitest';
import { Sandbox } from '../sandbox';
import { WELL_KNOWN_MINTS } from '../world/well-known';

const dir = mkdtempSync(join(tmpdir(), 'prediction-state-'));
const statePath = join(dir, 'sandbox-state.bin');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function buyOn(sandbox: Sandbox, wallet: Keypair) {
  const market = sandbox.prediction.markets.world.events
    .flatMap((e) => e.markets)
    .find((m) => sandbox.prediction.markets.phase(m) === 'open' && m.closeTime > Date.now() / 1000 + 7200)!;
  const built = sandbox.prediction.trading.createOrder({
    ownerPubkey: wallet.publicKey.toBase58(),
    marketId: market.marketId,
    isYes: true,
    isBuy: true,
    depositAmount: '10000000',
  });
  const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
  tx.sign([wallet]);
  expect(sandbox.ledger.sendTransaction(tx.serialize()).ok).toBe(true);
  return built.order.positionPubkey;
}

describe('prediction state across restarts', () => {
  it('keeps makers, positions and history in the state file, and recovers a landing only the journal kept', () => {
    const wallet = Keypair.generate();
    const owner = wallet.publicKey.toBase58();
    const first = Sandbox.open({ seed: 'prediction-persist', statePath, reset: true });
    first.fund(owner, { sol: 1_000_000_000n, tokens: { [WELL_KNOWN_MINTS.USDC]: 100_000_000n } });
    const saved = buyOn(first, wallet);
    const anchor = first.prediction.state.anchorS;
    first.save(true);
    // The second buy lands (and is journaled) but the process dies before the next save.
    const second = buyOn(first, Keypair.fromSecretKey(wallet.secretKey));
    first.close();

    const again = Sandbox.open({ seed: 'prediction-persist', statePath });
    const state = again.prediction.state;
    expect(state.anchorS).toBe(anchor);
    expect(second).toBe(saved);
    const pos = state.positions[saved];
    expect(pos).toBeDefined();
    expect(state.history.filter((h) => h.eventType === 'order_filled')).toHaveLength(2);
    expect(pos!.totalCost).toBeGreaterThan(18_000_000);
    const view = again.prediction.views.position(saved);
    expect(BigInt(view.contractsMicro)).toBeGreaterThan(0n);
    again.close();
  }, 60_000);
});

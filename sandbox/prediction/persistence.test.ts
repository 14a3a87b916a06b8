import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { afterAll, describe, expect, it } from 'vitest';
import { Sandbox } from '../sandbox';
import { readTokenAmount } from '../world/token-layout';
import { WELL_KNOWN_MINTS } from '../world/well-known';
import { depositAccountOf, JUPUSD_MINT } from './accounts';
import { orderBodySchema } from './order-body';

const dir = mkdtempSync(join(tmpdir(), 'prediction-state-'));
const statePath = join(dir, 'sandbox-state.bin');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function signAndSend(sandbox: Sandbox, transaction: string, wallet: Keypair) {
  const tx = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
  tx.sign([wallet]);
  expect(sandbox.ledger.sendTransaction(tx.serialize()).ok).toBe(true);
}

function buyOn(sandbox: Sandbox, wallet: Keypair, depositMint?: string) {
  const market = sandbox.prediction.markets.world.events
    .flatMap((e) => e.markets)
    .find((m) => sandbox.prediction.markets.phase(m) === 'open' && m.closeTime > Date.now() / 1000 + 7200)!;
  const order = orderBodySchema.parse({
    ownerPubkey: wallet.publicKey.toBase58(),
    marketId: market.marketId,
    isYes: true,
    isBuy: true,
    depositAmount: '10000000',
    ...(depositMint ? { depositMint } : {}),
  });
  const built = sandbox.prediction.trading.createOrder(order);
  signAndSend(sandbox, built.transaction, wallet);
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

  it('keeps a JupUSD position JupUSD: a landing only the journal kept, then a close after the restart pays JupUSD', () => {
    const wallet = Keypair.generate();
    const owner = wallet.publicKey.toBase58();
    const jupusd = depositAccountOf(owner, JUPUSD_MINT);
    const usdc = depositAccountOf(owner, WELL_KNOWN_MINTS.USDC);
    const first = Sandbox.open({ seed: 'prediction-persist-jupusd', statePath, reset: true });
    first.fund(owner, {
      sol: 1_000_000_000n,
      tokens: { [WELL_KNOWN_MINTS.USDC]: 50_000_000n, [JUPUSD_MINT]: 50_000_000n },
    });
    first.save(true);
    // Journaled, never saved: the restart must rebuild the position, and its mint, from the landed memo.
    const position = buyOn(first, wallet, JUPUSD_MINT);
    first.close();

    const again = Sandbox.open({ seed: 'prediction-persist-jupusd', statePath });
    expect(again.prediction.state.positions[position]?.depositMint).toBe(JUPUSD_MINT);
    const balance = (a: string) => readTokenAmount(again.ledger.getAccount(a)?.data);
    const before = { jupusd: balance(jupusd), usdc: balance(usdc) };
    const close = again.prediction.trading.sell(
      { ownerPubkey: owner, positionPubkey: position },
      again.prediction.trading.held(position),
      300,
    );
    signAndSend(again, close.transaction, wallet);
    expect(balance(jupusd)).toBe(before.jupusd + BigInt(close.order.payoutUsd));
    expect(balance(usdc)).toBe(before.usdc);
    again.close();
  }, 60_000);
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initiateCancelResponseSchema } from '../../src/api/trigger/schemas';
import { openHarness, signed } from '../test-harness';
import { getOrder, placeOrder, priceOf, setPrice, SOL, USDC, user, TRIGGER, triggerEnv } from './test-kit';

function open(statePath: string) {
  return triggerEnv(openHarness({ ...TRIGGER, seed: 'trigger-persist', statePath }));
}

describe('trigger state across restarts', { timeout: 90_000 }, () => {
  it('keeps sessions, vaults, orders and pending cancels across a clean restart', async () => {
    const statePath = join(mkdtempSync(join(tmpdir(), 'trigger-')), 'sandbox-state.bin');
    const env = open(statePath);
    const u = await user(env);
    const placed = await placeOrder(env, u, { amount: 300_000_000n, triggerCondition: 'above', triggerPriceUsd: 1e6 });
    const step1 = initiateCancelResponseSchema.parse(
      (await env.call('POST', `/orders/price/cancel/${placed.id}`, undefined, u.token)).body,
    );
    env.sandbox.save(true);
    env.sandbox.close();

    const next = open(statePath);
    // The same token still works (the world's secret was saved), the vault is the same.
    expect((await next.call('GET', '/vault', undefined, u.token)).body).toMatchObject({ vaultPubkey: u.vault });
    expect((await getOrder(next, u, placed.id)).rawState).toBe('ready_to_cancel');
    const done = await next.call(
      'POST',
      `/orders/price/confirm-cancel/${placed.id}`,
      { signedTransaction: signed(step1.transaction, u.wallet), cancelRequestId: step1.requestId },
      u.token,
    );
    expect(done.status).toBe(200);
    expect((await getOrder(next, u, placed.id)).rawState).toBe('cancelled');
    next.sandbox.close();
  });

  it('kill -9 during a fill loses nothing: landed means filled with its transaction, not sent means still open', async () => {
    const statePath = join(mkdtempSync(join(tmpdir(), 'trigger-')), 'sandbox-state.bin');
    const env = open(statePath);
    env.sandbox.save(true);
    const u = await user(env);
    const sol = priceOf(env, SOL);
    const landed = await placeOrder(env, u, {
      amount: 200_000_000n,
      triggerCondition: 'above',
      triggerPriceUsd: sol * 1.05,
    });
    const lost = await placeOrder(env, u, {
      amount: 100_000_000n,
      triggerCondition: 'above',
      triggerPriceUsd: sol * 1.05,
    });
    // No save after this point: only the journals carry what happens next.
    const ledger = env.sandbox.ledger;
    const send = ledger.sendTransaction.bind(ledger);
    let calls = 0;
    ledger.sendTransaction = (wire, opts) => {
      calls += 1;
      // The first fill lands and the process dies before recording it; the second dies before sending.
      if (calls === 1) {
        send(wire, opts);
        throw new Error('killed after landing');
      }
      throw new Error('killed before sending');
    };
    setPrice(env, SOL, sol * 1.06);
    const keeper = env.sandbox.trigger.keeper;
    for (let i = 0; i < 2; i++) {
      try {
        keeper.run();
      } catch {
        // the "crash"
      }
      (keeper as unknown as { running: boolean }).running = false;
    }
    expect(calls).toBe(2);
    const usdcAfterFill = env.balance(u.address, USDC);
    env.sandbox.close();

    const next = open(statePath);
    const filled = await getOrder(next, u, landed.id);
    expect(filled.rawState).toBe('fill_success');
    const fill = filled.events?.find((e) => e.type === 'fill');
    expect(next.sandbox.ledger.getTransaction(fill?.txSignature ?? '')?.meta.err).toBeNull();
    expect(next.balance(u.address, USDC)).toBe(usdcAfterFill);
    const open2 = await getOrder(next, u, lost.id);
    expect(open2.rawState).toBe('open');
    expect(next.balance(lost.deposit.inputTokenAccount ?? '', SOL)).toBeGreaterThan(100_000_000n);
    // The keeper of the new process fills it once the price is there (the engine forgets pools first written since
    // the last save, so after a kill -9 it reads them at genesis again).
    setPrice(next, SOL, sol * 1.06);
    next.sandbox.trigger.keeper.run();
    expect((await getOrder(next, u, lost.id)).rawState).toBe('fill_success');
    next.sandbox.close();
  });
});

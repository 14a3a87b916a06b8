import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection, PublicKey } from '@solana/web3.js';
import { afterAll, describe, expect, it } from 'vitest';
import { getRecurringOrdersResponseSchema } from '../../src/api/recurring/schemas';
import { startRpcServer } from '../rpc/server';
import { ataOf } from '../kit/tx/builder';
import { TOKEN_PROGRAM } from '../world/token';
import { runDueRounds } from './keeper';
import { recurringContext } from './family';
import { execute } from './service';
import { openHarness, signed, usdcFunding } from '../test-harness';
import { createBody, DAY, openOrder, RECURRING, USDC } from './test-kit';

const dir = mkdtempSync(join(tmpdir(), 'recurring-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('recurring state across a restart', () => {
  it('keeps orders, fills and crafted cancels; the keeper resumes on the restored clock', async () => {
    const statePath = join(dir, 'sandbox-state.bin');
    const first = openHarness({ ...RECURRING, seed: 'recurring-restart', statePath });
    const user = first.wallet(usdcFunding());
    const { order } = await openOrder(first, user, createBody(user, 150_000_000, 3));
    runDueRounds(recurringContext(first.sandbox.context, first.sandbox.recurring));
    const cancel = await first.call('/cancelOrder', { order, user: user.publicKey.toBase58(), recurringType: 'time' });
    // The landing saved at once; nothing else is saved before the "crash".
    first.sandbox.close();

    const second = openHarness({ ...RECURRING, seed: 'recurring-restart', statePath });
    const rpc = await startRpcServer({ ledger: second.sandbox.ledger, port: 0 });
    try {
      const connection = new Connection(rpc.url, 'confirmed');
      const q = `/getRecurringOrders?user=${user.publicKey.toBase58()}&recurringType=time&orderStatus=`;
      const restored = getRecurringOrdersResponseSchema.parse((await second.call(`${q}active`)).body).time![0]!;
      expect(restored.orderKey).toBe(order);
      expect(restored.trades).toHaveLength(1);
      const landed = await connection.getTransaction(restored.trades[0]!.txId ?? '', {
        maxSupportedTransactionVersion: 0,
      });
      expect(landed?.meta?.err).toBeNull();
      const escrow = new PublicKey(ataOf(order, USDC, TOKEN_PROGRAM));
      expect((await connection.getTokenAccountBalance(escrow)).value.amount).toBe('100000000');

      // The cancel crafted before the restart still lands (the restored escrow key co-signs it).
      const { requestId, transaction } = cancel.body as { requestId: string; transaction: string };
      const done = await second.call('/execute', { requestId, signedTransaction: signed(transaction, user) });
      expect(done.body).toMatchObject({ status: 'Success', order });
      expect(await connection.getAccountInfo(escrow)).toBeNull();

      // A second order keeps filling after another restart, on the clock's jumps.
      const next = await openOrder(second, user, createBody(user, 100_000_000, 2));
      second.sandbox.save(true);
      second.sandbox.close();
      const third = openHarness({ ...RECURRING, seed: 'recurring-restart', statePath });
      third.sandbox.time.advance(DAY * 1000 + 1);
      const history = getRecurringOrdersResponseSchema.parse((await third.call(`${q}history`)).body).time!;
      expect(history.map((o) => [o.orderKey, o.trades.length])).toEqual([
        [next.order, 2],
        [order, 1],
      ]);
      third.sandbox.close();
    } finally {
      await rpc.close();
    }
  }, 30_000);
});

describe('a kill -9 between a landing and its save', () => {
  it('finds the deposit and the round on the chain the journal replayed', async () => {
    mkdirSync(join(dir, 'crash'));
    const statePath = join(dir, 'crash', 'sandbox-state.bin');
    const first = openHarness({ ...RECURRING, seed: 'recurring-crash', statePath });
    const user = first.wallet(usdcFunding());
    const created = await first.call('/createOrder', createBody(user, 150_000_000, 3));
    const { requestId, transaction } = created.body as { requestId: string; transaction: string };
    // The process dies before any save: only the journal holds the deposit and the round.
    const unsaved = { ...recurringContext(first.sandbox.context, first.sandbox.recurring), persist: () => undefined };
    const opened = execute(unsaved, { requestId, signedTransaction: signed(transaction, user) });
    expect(runDueRounds(unsaved)).toBe(1);
    const before = first.sandbox.recurring.orders.get(opened.order ?? '');
    first.sandbox.close();

    const second = openHarness({ ...RECURRING, seed: 'recurring-crash', statePath });
    const q = `/getRecurringOrders?user=${user.publicKey.toBase58()}&recurringType=time&orderStatus=active`;
    const [order] = getRecurringOrdersResponseSchema.parse((await second.call(q)).body).time ?? [];
    expect(order?.openTx).toBe(opened.signature);
    expect(order?.trades.map((t) => [t.txId, t.rawInputAmount, t.rawOutputAmount, t.rawFeeAmount])).toEqual(
      before?.fills.map((f) => [f.txId, f.inputAmount, f.outputAmount, f.feeAmount]),
    );
    // The next round is a day after the first, as before the crash.
    second.sandbox.time.advance(DAY * 1000);
    const [later] = getRecurringOrdersResponseSchema.parse((await second.call(q)).body).time ?? [];
    expect(later?.trades).toHaveLength(2);
    second.sandbox.close();
  }, 30_000);
});

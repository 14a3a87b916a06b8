import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeTransaction } from '../../lib/transaction-codec';
import { transactionSignature } from '../../lib/tx/signatures';
import { BLOCKHASH, LAST_VALID, landed, transferTx } from '../../lib/tx/tx-test-kit';
import type { TxRecord } from '../../lib/tx/record';
import { PENDING_TX_STORAGE_KEY, PENDING_TX_VERSION } from '../../stores/pending-tx-storage';
import { usePendingTxStore } from '../../stores/pending-tx-store';
import { useToastStore } from '../../stores/toast-store';
import { bytesToBase64 } from '../../utils/base64';
import { memoryStorage, toastHistory, trackerKit } from './tracker-test-kit';
import { resumePending } from '../../lib/tx/resume-pending';

let toasts: ReturnType<typeof toastHistory>;
beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  usePendingTxStore.setState({ records: [] });
  useToastStore.setState({ toasts: [] });
  toasts = toastHistory();
});
afterEach(() => {
  toasts.unsubscribe();
  vi.unstubAllGlobals();
});

/** A record as a previous page left it in storage: signed, posted `agoMs` before the reload, not final. */
function leftBehind(kit: ReturnType<typeof trackerKit>, overrides: Partial<TxRecord> & { agoMs?: number } = {}) {
  const tx = transferTx(kit.wallet.publicKey);
  tx.sign([kit.wallet]);
  const { agoMs = 5_000, ...rest } = overrides;
  const at = kit.time.now() - agoMs;
  const record: TxRecord = {
    id: 'left-1',
    kind: 'swap',
    wallet: kit.signer.wallet,
    land: 'execute-v2',
    signature: transactionSignature(tx),
    requestId: 'req-9',
    signedTransaction: encodeTransaction(tx),
    blockhash: BLOCKHASH,
    lastValidBlockHeight: LAST_VALID,
    createdAt: at,
    submittedAt: at,
    updatedAt: at,
    status: 'confirming',
    summary: 'Swap 1 SOL → 150.2 USDC',
    ...rest,
  };
  localStorage.setItem(
    PENDING_TX_STORAGE_KEY,
    JSON.stringify({ state: { records: [record] }, version: PENDING_TX_VERSION }),
  );
  return record;
}

async function reloadAndResume(kit: ReturnType<typeof trackerKit>) {
  usePendingTxStore.setState({ records: [] });
  await usePendingTxStore.persist.rehydrate();
  await Promise.all(resumePending(kit.deps));
  return usePendingTxStore.getState().records[0];
}

describe('resume after a reload', () => {
  it('re-posts the same signed transaction within the idempotency window and ends confirmed', async () => {
    const kit = trackerKit([{ json: { status: 'Success', code: 0, totalOutputAmount: '150200000' } }]);
    const before = leftBehind(kit);
    const after = await reloadAndResume(kit);
    expect(kit.fake.calls).toHaveLength(1);
    expect(kit.fake.last.body).toEqual({ signedTransaction: before.signedTransaction, requestId: 'req-9' });
    expect(after).toMatchObject({ status: 'confirmed', result: { totalOutputAmount: 150_200_000n } });
    expect(toasts.titles()).toEqual(['Checking a pending transaction', 'Confirmed']);
    expect(kit.onSettled).toHaveBeenCalledTimes(1);
    // Final in storage too, so the next reload does not track it again.
    expect(localStorage.getItem(PENDING_TX_STORAGE_KEY)).toContain('"status":"confirmed"');
  });

  it('past the window and past its block height without landing: expired, nothing posted, nothing spent', async () => {
    const kit = trackerKit([{ json: { status: 'Success', code: 0 } }], { heights: [LAST_VALID + 1] });
    leftBehind(kit, { agoMs: 10 * 60_000 });
    const after = await reloadAndResume(kit);
    expect(kit.fake.calls).toHaveLength(0);
    expect(after).toMatchObject({ status: 'expired', error: { kind: 'expired' } });
    expect(after?.error?.message).toMatch(/nothing was spent/);
  });

  it('past the window but landed: confirmed from the chain', async () => {
    const kit = trackerKit([], { status: () => landed() });
    leftBehind(kit, { agoMs: 10 * 60_000 });
    expect((await reloadAndResume(kit))?.status).toBe('confirmed');
  });

  it('a self-sent record caught while sending is sent again (same bytes, no preflight) and watched on chain', async () => {
    let reads = 0;
    const kit = trackerKit([], { status: () => (++reads > 1 ? landed() : null) });
    const before = leftBehind(kit, { land: 'rpc', status: 'sending', requestId: undefined });
    kit.rpc.sendRawTransaction.mockResolvedValue(before.signature ?? '');
    const after = await reloadAndResume(kit);
    expect(kit.rpc.sendRawTransaction).toHaveBeenCalledWith(expect.any(Uint8Array), {
      preflightCommitment: 'confirmed',
      skipPreflight: true,
      maxRetries: 0,
    });
    const wire = kit.rpc.sendRawTransaction.mock.calls[0]![0];
    expect(bytesToBase64(wire)).toBe(before.signedTransaction);
    expect(after).toMatchObject({ status: 'confirmed', signature: before.signature });
    expect(kit.rpc.confirmTransaction).not.toHaveBeenCalled();
  });

  it('a record is tracked once even if resume runs twice (StrictMode, a second mount)', async () => {
    const kit = trackerKit([{ json: { status: 'Success', code: 0 } }]);
    leftBehind(kit);
    usePendingTxStore.setState({ records: [] });
    await usePendingTxStore.persist.rehydrate();
    const first = resumePending(kit.deps);
    const second = resumePending(kit.deps);
    expect([first.length, second.length]).toEqual([1, 0]);
    await Promise.all(first);
    expect(kit.fake.calls).toHaveLength(1);
  });
});

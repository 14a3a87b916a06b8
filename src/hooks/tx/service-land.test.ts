import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { executeTransaction, type ExecuteRequest } from '../../lib/tx/run-transaction';
import { LAST_VALID, transferTx } from '../../lib/tx/tx-test-kit';
import { usePendingTxStore } from '../../stores/pending-tx-store';
import { useToastStore } from '../../stores/toast-store';
import { memoryStorage, trackerKit } from './tracker-test-kit';

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  usePendingTxStore.setState({ records: [] });
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

function order(kit: ReturnType<typeof trackerKit>, post: ExecuteRequest['post']): ExecuteRequest {
  return {
    kind: 'order',
    summary: 'Sell 1 SOL above $180',
    transaction: transferTx(kit.wallet.publicKey),
    land: 'service',
    lastValidBlockHeight: LAST_VALID,
    statement: { wallet: kit.signer.wallet, send: [], receive: [], feesMax: 10_000n },
    labelOf: () => undefined,
    post,
  };
}

describe("land: 'service' (the API call lands the signed transaction)", () => {
  it('posts the signed bytes once and ends confirmed with the signature the service answered', async () => {
    const kit = trackerKit([]);
    const post = vi.fn((_signed: string) => Promise.resolve({ signature: 'DEPOSITSIG' }));
    const outcome = await executeTransaction({ ...kit.deps, signer: kit.signer }, order(kit, post));
    expect(outcome).toMatchObject({ ok: true, signature: 'DEPOSITSIG' });
    expect(post).toHaveBeenCalledTimes(1);
    const [record] = usePendingTxStore.getState().records;
    expect(record).toMatchObject({ land: 'service', status: 'confirmed', kind: 'order' });
    expect(post.mock.calls[0]![0]).toBe(record?.signedTransaction);
  });

  it('a 400 from the service is final: failed, nothing spent, with the service’s sentence', async () => {
    const kit = trackerKit([]);
    const post = () =>
      Promise.reject(new ApiError({ kind: 'http', status: 400, message: 'Order must be at least 10 USD' }));
    const outcome = await executeTransaction({ ...kit.deps, signer: kit.signer }, order(kit, post));
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'api' } });
    expect(!outcome.ok && outcome.error.message).toMatch(/Nothing was spent/);
  });

  it('without a post function nothing is signed', async () => {
    const kit = trackerKit([]);
    const outcome = await executeTransaction({ ...kit.deps, signer: kit.signer }, order(kit, undefined));
    expect(outcome).toMatchObject({ ok: false, id: null, error: { kind: 'refused' } });
    expect(kit.signTransaction).not.toHaveBeenCalled();
  });
});

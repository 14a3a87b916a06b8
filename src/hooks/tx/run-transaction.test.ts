import { WalletSignTransactionError } from '@solana/wallet-adapter-base';
import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction, type PublicKey } from '@solana/web3.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRejectedError } from '../../lib/sandbox-wallet/errors';
import { transactionSignature } from '../../lib/tx/signatures';
import { BLOCKHASH, LAST_VALID, landed, transferTx } from '../../lib/tx/tx-test-kit';
import { usePendingTxStore } from '../../stores/pending-tx-store';
import { useToastStore } from '../../stores/toast-store';
import { base64ToBytes, bytesToBase64 } from '../../utils/base64';
import { executeTransaction, type ExecuteRequest } from '../../lib/tx/run-transaction';
import { memoryStorage, toastHistory, trackerKit } from './tracker-test-kit';

const EXECSIG = '4EXECSiGEXECSiGEXECSiGEXECSiGEXECSiGEXECSiGEXECSiGEXECSiGEXECSiGEXECSiGEXECSiGEXECSiG';
const SUCCESS = { status: 'Success', code: 0, totalInputAmount: '1000000000', totalOutputAmount: '150200000' };

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

function swap(kit: ReturnType<typeof trackerKit>, overrides: Partial<ExecuteRequest> = {}): ExecuteRequest {
  return {
    kind: 'swap',
    summary: 'Swap 1 SOL → 150.2 USDC',
    transaction: transferTx(kit.wallet.publicKey),
    land: 'execute-v2',
    requestId: 'req-1',
    lastValidBlockHeight: LAST_VALID,
    statement: { wallet: kit.signer.wallet, send: [], receive: [], feesMax: 10_000n },
    labelOf: () => undefined,
    ...overrides,
  };
}

describe('executeTransaction (execute land)', () => {
  it('checks, signs, posts the signed bytes and ends confirmed with the executed amounts', async () => {
    const kit = trackerKit([{ json: { ...SUCCESS, signature: EXECSIG } }]);
    const stages: string[] = [];
    const outcome = await executeTransaction(
      { ...kit.deps, signer: kit.signer },
      swap(kit, {
        onStage: (s) => stages.push(s),
        describeResult: (r) => `Swapped 1 SOL for ${String(r.totalOutputAmount)} raw USDC`,
      }),
    );
    expect(outcome).toMatchObject({
      ok: true,
      signature: EXECSIG,
      result: { totalInputAmount: 1_000_000_000n, totalOutputAmount: 150_200_000n },
    });
    expect(stages).toEqual(['signing', 'sending']);
    const posted = kit.fake.last.body as { signedTransaction: string; requestId: string };
    expect(posted.requestId).toBe('req-1');
    const tx = VersionedTransaction.deserialize(base64ToBytes(posted.signedTransaction));
    expect(transactionSignature(tx)).not.toBeNull();

    const [record] = usePendingTxStore.getState().records;
    expect(record).toMatchObject({ id: outcome.id, status: 'confirmed', signature: EXECSIG, kind: 'swap' });
    expect(record?.signedTransaction).toBe(posted.signedTransaction);
    expect(kit.onSettled).toHaveBeenCalledTimes(1);
    expect(toasts.titles()).toEqual(['Waiting for your signature', 'Sending', 'Confirmed']);
    expect(toasts.ids()).toEqual([outcome.id]);
    expect(toasts.seen.at(-1)?.link).toEqual({
      href: `https://explorer.test/tx/${EXECSIG}`,
      label: 'View on explorer',
    });
    expect(toasts.seen.at(-1)?.description).toBe('Swapped 1 SOL for 150200000 raw USDC');
    expect(record?.summary).toBe('Swapped 1 SOL for 150200000 raw USDC');
  });

  it('a lost first answer is re-posted with the same signed transaction: one signature, one execution', async () => {
    const kit = trackerKit([{ error: new TypeError('Failed to fetch') }, { json: SUCCESS }]);
    const outcome = await executeTransaction({ ...kit.deps, signer: kit.signer }, swap(kit));
    expect(outcome.ok).toBe(true);
    expect(kit.signTransaction).toHaveBeenCalledTimes(1);
    expect(kit.fake.calls).toHaveLength(2);
    expect(kit.fake.calls[1]!.body).toEqual(kit.fake.calls[0]!.body);
    // Without a signature from the service, the id is the first signature of the signed transaction.
    const sent = kit.fake.calls[0]!.body as { signedTransaction: string };
    const expected = transactionSignature(VersionedTransaction.deserialize(base64ToBytes(sent.signedTransaction)));
    expect(outcome.ok && outcome.signature).toBe(expected);
    expect(toasts.titles()).toEqual(['Waiting for your signature', 'Sending', 'Confirming', 'Confirmed']);
  });

  it('a double click with the same requestId gets the same promise: one prompt, one record, one post', async () => {
    const kit = trackerKit([{ json: SUCCESS }]);
    const request = swap(kit);
    const first = executeTransaction({ ...kit.deps, signer: kit.signer }, request);
    const second = executeTransaction({ ...kit.deps, signer: kit.signer }, { ...request });
    expect(second).toBe(first);
    await first;
    expect(kit.signTransaction).toHaveBeenCalledTimes(1);
    expect(kit.fake.calls).toHaveLength(1);
    expect(usePendingTxStore.getState().records).toHaveLength(1);
  });

  it('another transaction while the wallet is asked is refused without a prompt', async () => {
    const kit = trackerKit([{ json: SUCCESS }]);
    let release: () => void = () => undefined;
    kit.signTransaction.mockImplementationOnce(<T>(tx: T) => {
      (tx as VersionedTransaction).sign([kit.wallet]);
      return new Promise<T>((resolve) => (release = () => resolve(tx)));
    });
    const first = executeTransaction({ ...kit.deps, signer: kit.signer }, swap(kit));
    const other = await executeTransaction({ ...kit.deps, signer: kit.signer }, swap(kit, { requestId: 'req-2' }));
    expect(other).toMatchObject({ ok: false, id: null, error: { kind: 'refused' } });
    expect(!other.ok && other.error.message).toBe('Another transaction is waiting for your wallet.');
    await vi.waitFor(() => expect(kit.signTransaction).toHaveBeenCalled());
    release();
    expect((await first).ok).toBe(true);
    expect(kit.signTransaction).toHaveBeenCalledTimes(1);
  });

  it('refused by the check: the wallet is never asked and nothing is recorded', async () => {
    const kit = trackerKit([{ json: SUCCESS }]);
    const request = swap(kit, { transaction: transferTx(kit.wallet.publicKey, Keypair.generate().publicKey) });
    const outcome = await executeTransaction({ ...kit.deps, signer: kit.signer }, request);
    expect(outcome).toMatchObject({ ok: false, id: null, error: { kind: 'refused' } });
    expect(kit.signTransaction).not.toHaveBeenCalled();
    expect(kit.fake.calls).toHaveLength(0);
    expect(usePendingTxStore.getState().records).toEqual([]);
    expect(toasts.titles()).toEqual(['Not signed']);
  });

  it('rejected in the wallet: nothing sent, nothing recorded, the toast says so', async () => {
    const kit = trackerKit([{ json: SUCCESS }]);
    kit.signTransaction.mockRejectedValueOnce(new WalletSignTransactionError('no', new UserRejectedError()));
    const outcome = await executeTransaction({ ...kit.deps, signer: kit.signer }, swap(kit));
    expect(outcome).toMatchObject({ ok: false, id: null, error: { kind: 'rejected' } });
    expect(kit.fake.calls).toHaveLength(0);
    expect(usePendingTxStore.getState().records).toEqual([]);
    expect(toasts.titles()).toEqual(['Waiting for your signature', 'Signature rejected']);
    expect(toasts.seen.at(-1)?.tone).toBe('info');
  });

  it('a failure is explained with its fix, stays until read, and still refreshes balances', async () => {
    const kit = trackerKit([{ status: 400, json: { error: 'order not found', code: -1 } }]);
    const outcome = await executeTransaction({ ...kit.deps, signer: kit.signer }, swap(kit));
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'expired', code: -1 } });
    const [record] = usePendingTxStore.getState().records;
    expect(record).toMatchObject({ status: 'expired', error: { kind: 'expired', code: -1 } });
    expect(record?.error?.fix).toMatch(/Nothing was spent. Get a new quote/);
    expect(toasts.seen.at(-1)).toMatchObject({ tone: 'danger', title: 'Transaction expired', durationMs: null });
    expect(kit.onSettled).toHaveBeenCalledTimes(1);
  });
});

describe('executeTransaction (self-sent)', () => {
  it('sends through the RPC and confirms with the blockhash strategy', async () => {
    const kit = trackerKit([]);
    const outcome = await executeTransaction(
      { ...kit.deps, signer: kit.signer },
      swap(kit, { kind: 'send', land: 'rpc', requestId: undefined }),
    );
    expect(outcome).toMatchObject({ ok: true, signature: 'RPCSIG' });
    expect(kit.rpc.sendRawTransaction).toHaveBeenCalledTimes(1);
    expect(kit.rpc.confirmTransaction).toHaveBeenCalledWith(
      { signature: 'RPCSIG', blockhash: BLOCKHASH, lastValidBlockHeight: LAST_VALID },
      'confirmed',
    );
    expect(toasts.titles()).toEqual(['Waiting for your signature', 'Sending', 'Confirming', 'Confirmed']);
  });

  it('when the confirmation cannot be read, it watches the chain until a final state', async () => {
    let reads = 0;
    const kit = trackerKit([], { status: () => (++reads > 2 ? landed() : null) });
    kit.rpc.confirmTransaction.mockRejectedValueOnce(new Error('websocket closed'));
    const outcome = await executeTransaction(
      { ...kit.deps, signer: kit.signer },
      swap(kit, { land: 'rpc', requestId: undefined }),
    );
    expect(outcome).toMatchObject({ ok: true, signature: 'RPCSIG' });
    expect(usePendingTxStore.getState().records[0]?.status).toBe('confirmed');
  });

  it('through the submission endpoint: JSON-RPC sendTransaction, then confirmed on the RPC', async () => {
    const kit = trackerKit([{ json: { jsonrpc: '2.0', id: 1, result: 'SUBSIG' } }]);
    const outcome = await executeTransaction(
      { ...kit.deps, signer: kit.signer },
      swap(kit, { land: 'submit', requestId: undefined }),
    );
    expect(outcome).toMatchObject({ ok: true, signature: 'SUBSIG' });
    expect(kit.fake.last.url.href).toBe('http://api.test/tx-rpc');
    expect(kit.fake.last.body).toMatchObject({
      method: 'sendTransaction',
      params: [expect.any(String), { skipPreflight: true }],
    });
    expect(kit.rpc.sendRawTransaction).not.toHaveBeenCalled();
  });
});

describe('executeTransaction (a key the app holds signs too)', () => {
  function inviteTx(wallet: PublicKey, invite: PublicKey) {
    const message = new TransactionMessage({
      payerKey: wallet,
      recentBlockhash: BLOCKHASH,
      instructions: [SystemProgram.transfer({ fromPubkey: invite, toPubkey: wallet, lamports: 0 })],
    }).compileToV0Message();
    return new VersionedTransaction(message);
  }
  async function verifies(tx: VersionedTransaction, i: number): Promise<boolean> {
    const copy = (b: Uint8Array) => Uint8Array.from(b);
    const publicKey = copy(tx.message.staticAccountKeys[i]!.toBytes());
    const key = await crypto.subtle.importKey('raw', publicKey, 'Ed25519', false, ['verify']);
    return crypto.subtle.verify('Ed25519', key, copy(tx.signatures[i]!), copy(tx.message.serialize()));
  }

  it('adds the cosigner after the wallet and sends both valid signatures', async () => {
    const kit = trackerKit([]);
    const invite = Keypair.generate();
    const seenByWallet: boolean[] = [];
    kit.signTransaction.mockImplementationOnce(<T>(tx: T) => {
      const v = tx as VersionedTransaction;
      seenByWallet.push(v.signatures[1]!.some((b) => b !== 0));
      v.sign([kit.wallet]);
      return Promise.resolve(tx);
    });
    const outcome = await executeTransaction(
      { ...kit.deps, signer: kit.signer },
      swap(kit, {
        kind: 'invite',
        land: 'rpc',
        requestId: undefined,
        transaction: inviteTx(kit.wallet.publicKey, invite.publicKey),
        cosigners: [invite],
      }),
    );
    expect(outcome.ok).toBe(true);
    expect(seenByWallet).toEqual([false]);
    const wire = kit.rpc.sendRawTransaction.mock.calls[0]![0];
    const sent = VersionedTransaction.deserialize(wire);
    expect(await verifies(sent, 0)).toBe(true);
    expect(await verifies(sent, 1)).toBe(true);
    const [record] = usePendingTxStore.getState().records;
    expect(record?.signedTransaction).toBe(bytesToBase64(wire));
  });

  it('refuses a cosigner the transaction does not name, before the wallet is asked', async () => {
    const kit = trackerKit([]);
    const invite = Keypair.generate();
    const outcome = await executeTransaction(
      { ...kit.deps, signer: kit.signer },
      swap(kit, {
        land: 'rpc',
        requestId: undefined,
        transaction: inviteTx(kit.wallet.publicKey, invite.publicKey),
        cosigners: [Keypair.generate()],
      }),
    );
    expect(outcome).toMatchObject({ ok: false, id: null, error: { kind: 'refused' } });
    expect(!outcome.ok && outcome.error.message).toMatch(/does not ask .* to sign/);
    expect(kit.signTransaction).not.toHaveBeenCalled();
    expect(kit.rpc.sendRawTransaction).not.toHaveBeenCalled();
  });

  it('without cosigners the invite signer slot stays empty (another signer may add it later)', async () => {
    const kit = trackerKit([]);
    const invite = Keypair.generate();
    const outcome = await executeTransaction(
      { ...kit.deps, signer: kit.signer },
      swap(kit, { land: 'rpc', requestId: undefined, transaction: inviteTx(kit.wallet.publicKey, invite.publicKey) }),
    );
    expect(outcome.ok).toBe(true);
    const sent = VersionedTransaction.deserialize(kit.rpc.sendRawTransaction.mock.calls[0]![0]);
    expect(await verifies(sent, 0)).toBe(true);
    expect(sent.signatures[1]!.every((b) => b === 0)).toBe(true);
  });
});

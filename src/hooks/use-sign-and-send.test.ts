import { WalletSignTransactionError } from '@solana/wallet-adapter-base';
import {
  Keypair,
  SendTransactionError,
  SystemProgram,
  TransactionExpiredBlockheightExceededError,
  TransactionMessage,
  VersionedTransaction,
  type PublicKey,
} from '@solana/web3.js';
import { describe, expect, it, vi } from 'vitest';
import { isUserRejection, UserRejectedError } from '../lib/sandbox-wallet/errors';
import { quietSimulation } from '../lib/tx/sim-test-kit';
import { REJECTED_MESSAGE, signAndSend, type SignAndSendDeps, type SignAndSendRequest } from './use-sign-and-send';

const wallet = Keypair.generate();
const BLOCKHASH = { blockhash: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', lastValidBlockHeight: 150 };

function transferTx(payer: PublicKey = wallet.publicKey) {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: BLOCKHASH.blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: payer, lamports: 1 })],
  }).compileToV0Message();
  return new VersionedTransaction(message);
}

const agreed: Pick<SignAndSendRequest, 'statement' | 'labelOf'> = {
  statement: { wallet: wallet.publicKey.toBase58(), send: [], receive: [], feesMax: 10_000n },
  labelOf: () => undefined,
};

function fakes(overrides: Record<string, unknown> = {}) {
  const sendRawTransaction = vi.fn((_wire: Uint8Array, _options?: unknown) => Promise.resolve('SIG'));
  const confirm = vi.fn((_strategy: unknown, _commitment?: string) =>
    Promise.resolve({ context: { slot: 1 }, value: { err: null } }),
  );
  const connection = {
    rpcEndpoint: 'http://127.0.0.1:8899',
    sendRawTransaction,
    confirmTransaction: confirm,
    getSignatureStatuses: vi.fn(() => Promise.resolve({ context: { slot: 1 }, value: [null] })),
    ...quietSimulation,
    ...overrides,
  } as unknown as SignAndSendDeps['connection'];
  const signTransaction = vi.fn(<T>(tx: T) => {
    (tx as VersionedTransaction).sign([wallet]);
    return Promise.resolve(tx);
  });
  const deps: SignAndSendDeps = {
    connection,
    wallet: wallet.publicKey.toBase58(),
    signTransaction: signTransaction as SignAndSendDeps['signTransaction'],
  };
  return { deps, sendRawTransaction, confirm, signTransaction };
}

describe('signAndSend', () => {
  it('signs, sends the signed bytes and confirms with the blockhash strategy', async () => {
    const { deps, sendRawTransaction, confirm } = fakes();
    const stages: string[] = [];
    const tx = transferTx();
    const result = await signAndSend(deps, {
      ...agreed,
      transaction: tx,
      blockhash: BLOCKHASH,
      onStage: (s) => stages.push(s),
    });
    expect(result).toEqual({ ok: true, signature: 'SIG' });
    expect(stages).toEqual(['signing', 'sending', 'confirming']);
    const sent = VersionedTransaction.deserialize(sendRawTransaction.mock.calls[0]![0]);
    expect(sent.signatures[0]!.some((b) => b !== 0)).toBe(true);
    expect(confirm).toHaveBeenCalledWith({ signature: 'SIG', ...BLOCKHASH }, 'confirmed');
  });

  it('refuses before the wallet sees it when someone else would pay', async () => {
    const { deps, signTransaction } = fakes();
    const result = await signAndSend(deps, {
      ...agreed,
      transaction: transferTx(Keypair.generate().publicKey),
      blockhash: BLOCKHASH,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(signTransaction).not.toHaveBeenCalled();
  });

  it('reports a rejection in the wallet and sends nothing', async () => {
    const { deps, sendRawTransaction, signTransaction } = fakes();
    signTransaction.mockRejectedValueOnce(
      new WalletSignTransactionError('The user rejected the request', new UserRejectedError()),
    );
    const result = await signAndSend(deps, {
      ...agreed,
      transaction: transferTx(),
      blockhash: BLOCKHASH,
    });
    expect(result).toEqual({ ok: false, error: { kind: 'rejected', message: REJECTED_MESSAGE } });
    expect(REJECTED_MESSAGE).toBe('You rejected the signature in your wallet; nothing was sent.');
    expect(sendRawTransaction).not.toHaveBeenCalled();
  });

  it('reports another wallet failure as failed, not as a rejection', async () => {
    const { deps, signTransaction } = fakes();
    signTransaction.mockRejectedValueOnce(new WalletSignTransactionError('Ledger unplugged'));
    const result = await signAndSend(deps, {
      ...agreed,
      transaction: transferTx(),
      blockhash: BLOCKHASH,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'failed', message: 'Your wallet could not sign: Ledger unplugged' },
    });
  });

  it('a failed simulation is "failed" with its logs; an unknown blockhash is "expired"', async () => {
    const simulation = new SendTransactionError({
      action: 'simulate',
      signature: '',
      transactionMessage: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      logs: ['Program 11111111111111111111111111111111 failed'],
    });
    const a = fakes({ sendRawTransaction: vi.fn(() => Promise.reject(simulation)) });
    expect(await signAndSend(a.deps, { ...agreed, transaction: transferTx(), blockhash: BLOCKHASH })).toMatchObject({
      ok: false,
      error: { kind: 'failed', signature: null, logs: ['Program 11111111111111111111111111111111 failed'] },
    });

    const stale = new SendTransactionError({
      action: 'simulate',
      signature: '',
      transactionMessage: 'Transaction simulation failed: Blockhash not found',
    });
    const b = fakes({ sendRawTransaction: vi.fn(() => Promise.reject(stale)) });
    expect(await signAndSend(b.deps, { ...agreed, transaction: transferTx(), blockhash: BLOCKHASH })).toMatchObject({
      ok: false,
      error: { kind: 'expired', signature: null },
    });
  });

  it('an unreachable RPC is an rpc error naming the endpoint', async () => {
    const { deps } = fakes({ sendRawTransaction: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) });
    const result = await signAndSend(deps, {
      ...agreed,
      transaction: transferTx(),
      blockhash: BLOCKHASH,
    });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'rpc', message: 'Could not send the transaction through http://127.0.0.1:8899: Failed to fetch' },
    });
  });

  it('a landed failure keeps its signature (the fee was spent)', async () => {
    const { deps } = fakes({
      confirmTransaction: vi.fn(() =>
        Promise.resolve({ context: { slot: 1 }, value: { err: { InstructionError: [0, { Custom: 1 }] } } }),
      ),
    });
    const result = await signAndSend(deps, {
      ...agreed,
      transaction: transferTx(),
      blockhash: BLOCKHASH,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'failed', signature: 'SIG' } });
    expect(!result.ok && result.error.message).toContain('InstructionError');
  });

  it('past its last valid block height it is expired, unless it landed at the last moment', async () => {
    const expiredConfirm = vi.fn(() => Promise.reject(new TransactionExpiredBlockheightExceededError('SIG')));
    const a = fakes({ confirmTransaction: expiredConfirm });
    expect(await signAndSend(a.deps, { ...agreed, transaction: transferTx(), blockhash: BLOCKHASH })).toMatchObject({
      ok: false,
      error: { kind: 'expired', signature: 'SIG' },
    });

    const b = fakes({
      confirmTransaction: expiredConfirm,
      getSignatureStatuses: vi.fn(() =>
        Promise.resolve({
          context: { slot: 1 },
          value: [{ slot: 1, confirmations: 1, err: null, confirmationStatus: 'confirmed' as const }],
        }),
      ),
    });
    expect(await signAndSend(b.deps, { ...agreed, transaction: transferTx(), blockhash: BLOCKHASH })).toEqual({
      ok: true,
      signature: 'SIG',
    });
  });
});

describe('isUserRejection', () => {
  it('recognises the wallet-standard code, EIP-1193 4001 and the wording, through the adapter wrapper', () => {
    expect(isUserRejection(new WalletSignTransactionError('x', new UserRejectedError()))).toBe(true);
    expect(isUserRejection({ code: 4001, message: 'nope' })).toBe(true);
    expect(isUserRejection(new WalletSignTransactionError('User rejected the request.'))).toBe(true);
    expect(
      isUserRejection(new Error('x', { cause: { name: 'WalletStandardError', context: { __code: 4001000 } } })),
    ).toBe(true);
    expect(isUserRejection(new WalletSignTransactionError('Ledger unplugged'))).toBe(false);
    expect(isUserRejection(null)).toBe(false);
  });
});

import { useConnection, useWallet } from '@solana/wallet-adapter-react';
import {
  SendTransactionError,
  TransactionExpiredBlockheightExceededError,
  type BlockhashWithExpiryBlockHeight,
  type Connection,
  type Transaction,
  type VersionedTransaction,
} from '@solana/web3.js';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isUserRejection } from '../lib/sandbox-wallet/errors';
import { checkBeforeSigning } from '../lib/sign-check';
import { useToastStore } from '../stores/toast-store';
import { useExplorerLink } from './use-explorer-link';
import { refreshBalances } from './use-wallet-balances';

/** Why a transaction did not complete. Every kind says in its message whether anything was spent. */
export type SignAndSendError =
  /** The before-you-sign check refused it (not for this wallet, someone else pays): never shown to the wallet. */
  | { kind: 'refused'; message: string }
  /** The user said no in the wallet. Nothing was sent. */
  | { kind: 'rejected'; message: string }
  /** The RPC could not be reached or answered with an error other than a transaction failure. */
  | { kind: 'rpc'; message: string }
  /** The wallet could not sign, the simulation failed (nothing spent), or it landed and failed (fee spent). */
  | { kind: 'failed'; message: string; signature: string | null; logs: string[] }
  /** Its blockhash expired before it landed: nothing was spent, it can be rebuilt and signed again. */
  | { kind: 'expired'; message: string; signature: string | null };

export type SignAndSendResult = { ok: true; signature: string } | { ok: false; error: SignAndSendError };

export type SignAndSendStage = 'idle' | 'signing' | 'sending' | 'confirming';

type AnyTransaction = Transaction | VersionedTransaction;

export interface SignAndSendDeps {
  connection: Pick<Connection, 'sendRawTransaction' | 'confirmTransaction' | 'getSignatureStatuses' | 'rpcEndpoint'>;
  /** The connected wallet, base58. */
  wallet: string;
  signTransaction: <T extends AnyTransaction>(tx: T) => Promise<T>;
}

export interface SignAndSendRequest {
  transaction: AnyTransaction;
  /** The blockhash the transaction was built with and the block height after which it can no longer land. */
  blockhash: BlockhashWithExpiryBlockHeight;
  /** A fee payer other than the wallet that the service named (gasless); see sign-check.ts. */
  expectedFeePayer?: string | null;
  onStage?: (stage: Exclude<SignAndSendStage, 'idle'>) => void;
}

export const REJECTED_MESSAGE = 'You rejected the signature in your wallet; nothing was sent.';

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function describeErr(err: unknown): string {
  return typeof err === 'string' ? err : JSON.stringify(err);
}

/** sendRawTransaction's failure → our error. A preflight failure means nothing landed and nothing was spent. */
function sendFailure(e: unknown, rpcEndpoint: string): SignAndSendError {
  const message = errorMessage(e);
  if (e instanceof SendTransactionError) {
    const { transactionError } = e;
    const detail = transactionError.message;
    if (/blockhash not found/i.test(detail)) {
      return {
        kind: 'expired',
        message: 'The transaction’s blockhash expired before it was sent; nothing was spent. Try again.',
        signature: null,
      };
    }
    return {
      kind: 'failed',
      message: `The transaction would fail, so it was not sent; nothing was spent. ${detail}`,
      signature: null,
      logs: transactionError.logs ?? [],
    };
  }
  return { kind: 'rpc', message: `Could not send the transaction through ${rpcEndpoint}: ${message}` };
}

/**
 * Check → sign → send → confirm, for any transaction the app sends through its own RPC (architecture.md "Signing").
 * Never throws: every outcome is a `SignAndSendResult`. Confirmation uses the blockhash strategy, so a transaction
 * that can no longer land is reported as expired instead of waiting forever.
 */
export async function signAndSend(deps: SignAndSendDeps, request: SignAndSendRequest): Promise<SignAndSendResult> {
  const { connection, wallet, signTransaction } = deps;
  const check = checkBeforeSigning(request.transaction, { wallet, expectedFeePayer: request.expectedFeePayer ?? null });
  if (!check.ok) return { ok: false, error: { kind: 'refused', message: check.message } };

  request.onStage?.('signing');
  let signed: AnyTransaction;
  try {
    signed = await signTransaction(request.transaction);
  } catch (e) {
    if (isUserRejection(e)) return { ok: false, error: { kind: 'rejected', message: REJECTED_MESSAGE } };
    return {
      ok: false,
      error: { kind: 'failed', message: `Your wallet could not sign: ${errorMessage(e)}`, signature: null, logs: [] },
    };
  }

  request.onStage?.('sending');
  let signature: string;
  try {
    signature = await connection.sendRawTransaction(signed.serialize(), { preflightCommitment: 'confirmed' });
  } catch (e) {
    return { ok: false, error: sendFailure(e, connection.rpcEndpoint) };
  }

  request.onStage?.('confirming');
  try {
    const { value } = await connection.confirmTransaction(
      {
        signature,
        blockhash: request.blockhash.blockhash,
        lastValidBlockHeight: request.blockhash.lastValidBlockHeight,
      },
      'confirmed',
    );
    if (value.err !== null) {
      return {
        ok: false,
        error: {
          kind: 'failed',
          message: `The transaction landed but failed (the network fee was spent): ${describeErr(value.err)}`,
          signature,
          logs: [],
        },
      };
    }
    return { ok: true, signature };
  } catch (e) {
    // The block height passed lastValidBlockHeight while waiting; it may still have landed at the last moment.
    const expired = e instanceof TransactionExpiredBlockheightExceededError;
    try {
      const { value } = await connection.getSignatureStatuses([signature], { searchTransactionHistory: true });
      const status = value[0];
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
        if (status.err === null) return { ok: true, signature };
        return {
          ok: false,
          error: {
            kind: 'failed',
            message: `The transaction landed but failed (the network fee was spent): ${describeErr(status.err)}`,
            signature,
            logs: [],
          },
        };
      }
    } catch {
      // fall through to the error below
    }
    if (expired) {
      return {
        ok: false,
        error: {
          kind: 'expired',
          message: 'The transaction expired before it was confirmed; nothing was spent. Try again.',
          signature,
        },
      };
    }
    return {
      ok: false,
      error: {
        kind: 'rpc',
        message: `Sent, but its confirmation could not be read from ${connection.rpcEndpoint}: ${errorMessage(e)}`,
      },
    };
  }
}

const TOAST_TITLES: Record<SignAndSendError['kind'], string> = {
  refused: 'Not signed',
  rejected: 'Signature rejected',
  rpc: 'RPC error',
  failed: 'Transaction failed',
  expired: 'Transaction expired',
};

let toastCounter = 0;

/**
 * The shared lifecycle with its UI: one toast per transaction (waiting for signature → sending → confirmed / failed
 * / expired, with an explorer link), the current stage for buttons, and balances refreshed once anything may have
 * moved on chain.
 */
export function useSignAndSend() {
  const { connection } = useConnection();
  const { publicKey, signTransaction } = useWallet();
  const queryClient = useQueryClient();
  const toast = useToastStore((s) => s.toastShown);
  const link = useExplorerLink();
  const [stage, setStage] = useState<SignAndSendStage>('idle');
  const busy = useRef(false);

  const run = useCallback(
    async (request: SignAndSendRequest & { label: string }): Promise<SignAndSendResult> => {
      if (!publicKey || !signTransaction) {
        return {
          ok: false,
          error: {
            kind: 'failed',
            message: 'Connect a wallet that can sign transactions first.',
            signature: null,
            logs: [],
          },
        };
      }
      if (busy.current) {
        return {
          ok: false,
          error: {
            kind: 'failed',
            message: 'Another transaction is waiting for your wallet.',
            signature: null,
            logs: [],
          },
        };
      }
      busy.current = true;
      const id = `tx-${++toastCounter}`;
      const titles = { signing: 'Waiting for your signature', sending: 'Sending', confirming: 'Confirming' } as const;
      try {
        const result = await signAndSend(
          { connection, wallet: publicKey.toBase58(), signTransaction },
          {
            ...request,
            onStage: (s) => {
              setStage(s);
              toast({ id, tone: 'info', title: titles[s], description: request.label, durationMs: null });
              request.onStage?.(s);
            },
          },
        );
        if (result.ok) {
          toast({
            id,
            tone: 'success',
            title: 'Confirmed',
            description: request.label,
            link: { href: link({ kind: 'tx', signature: result.signature }), label: 'View on explorer' },
          });
        } else {
          const signature = 'signature' in result.error ? result.error.signature : null;
          toast({
            id,
            tone: result.error.kind === 'rejected' ? 'info' : 'danger',
            title: TOAST_TITLES[result.error.kind],
            description: result.error.message,
            ...(signature ? { link: { href: link({ kind: 'tx', signature }), label: 'View on explorer' } } : {}),
          });
        }
        // Anything that reached the RPC may have moved balances (a landed failure still pays its fee).
        if (result.ok || ('signature' in result.error && result.error.signature)) {
          void refreshBalances(queryClient);
        }
        return result;
      } finally {
        busy.current = false;
        setStage('idle');
      }
    },
    [connection, publicKey, signTransaction, toast, link, queryClient],
  );

  return { signAndSend: run, stage };
}

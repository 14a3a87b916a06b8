import { getTransactionDecoder } from '@solana/kit';
import bs58 from 'bs58';
import { FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from 'litesvm';
import { toAccountData, type AccountStore } from './accounts';
import type { SlotClock } from './slots';
import { transactionErrorJson } from './tx-error';
import { decodeTransaction } from './tx-meta';
import type { Address, InnerInstructions, SimulateResult } from './types';

export const decoder = getTransactionDecoder();

export interface ChainState {
  readonly accounts: AccountStore;
  readonly clock: SlotClock;
}

const NO_STATE: Pick<SimulateResult, 'accounts' | 'innerInstructions' | 'accountKeys'> = {
  accounts: null,
  innerInstructions: [],
  accountKeys: [],
};

/** litesvm's wrapper refuses an unsigned (all-zero) signature by throwing before the runtime sees it. */
export function isMissingSignature(cause: unknown) {
  return cause instanceof Error && /missing signatures/i.test(cause.message);
}

/** The CPIs of each top-level instruction that made any, as getTransaction's `json` encoding lists them. */
export function innerInstructionsOf(meta: TransactionMetadata): InnerInstructions[] {
  const out: InnerInstructions[] = [];
  meta.innerInstructions().forEach((list, index) => {
    if (list.length === 0) return;
    out.push({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction();
        return {
          programIdIndex: ix.programIdIndex(),
          accounts: [...ix.accounts()],
          data: bs58.encode(ix.data()),
          stackHeight: inner.stackHeight(),
        };
      }),
    });
  });
  return out;
}

export function simulateTransaction(
  { accounts, clock }: ChainState,
  wire: Uint8Array,
  opts: { sigVerify?: boolean; replaceRecentBlockhash?: boolean; accounts?: Address[] } = {},
): SimulateResult {
  const svm = accounts.svm;
  let bytes = wire;
  let replacementBlockhash: SimulateResult['replacementBlockhash'] = null;
  const decoded = decodeTransaction(wire, (a) => accounts.getAccount(a));
  if (opts.replaceRecentBlockhash) {
    replacementBlockhash = clock.latestBlockhash();
    decoded.tx.message.recentBlockhash = replacementBlockhash.blockhash;
    bytes = decoded.tx.serialize();
  } else if (!clock.isBlockhashValid(decoded.blockhash)) {
    return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n, replacementBlockhash, ...NO_STATE };
  }
  // RPC simulates without checking signatures unless asked (sigVerify defaults to false), so unsigned drafts work.
  svm.withSigverify(opts.sigVerify ?? false);
  try {
    let result: ReturnType<LiteSVM['simulateTransaction']>;
    try {
      result = svm.simulateTransaction(decoder.decode(bytes));
    } catch (cause) {
      if (!isMissingSignature(cause)) throw cause;
      return { err: 'SignatureFailure', logs: [], unitsConsumed: 0n, replacementBlockhash, ...NO_STATE };
    }
    if (result instanceof FailedTransactionMetadata) {
      const meta = result.meta();
      return {
        err: transactionErrorJson(result.err()),
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
        replacementBlockhash,
        ...NO_STATE,
      };
    }
    const meta = result.meta();
    const post = new Map(result.postAccounts().map((a) => [String(a.address), a] as const));
    const found = opts.accounts?.map((key) => {
      const a = post.get(key);
      if (!a) return accounts.getAccount(key);
      return toAccountData(a);
    });
    return {
      err: null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      replacementBlockhash,
      accounts: found ?? null,
      innerInstructions: innerInstructionsOf(meta),
      accountKeys: decoded.accountKeys,
    };
  } finally {
    svm.withSigverify(true);
  }
}

export function feeForMessage({ accounts, clock }: ChainState, message: Uint8Array): bigint | null {
  // A message alone is a transaction with empty signatures: prefix the signature count the header asks for.
  const [first = 0, second = 0] = message;
  const count = first & 0x80 ? second : first;
  const wire = new Uint8Array(1 + 64 * count + message.length);
  wire[0] = count;
  wire.set(message, 1 + 64 * count);
  const decoded = decodeTransaction(wire, (a) => accounts.getAccount(a));
  return clock.isBlockhashValid(decoded.blockhash) ? decoded.fee : null;
}

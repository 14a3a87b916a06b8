import {
  TransactionMessage,
  VersionedTransaction,
  type AddressLookupTableAccount,
  type TransactionInstruction,
} from '@solana/web3.js';
import type { Address } from '../../world/address';
import { pk } from './instructions';
import type { AssembledSwap } from './plan';

/** The instructions of an assembled swap in execution order: computeBudget, setup, swap, other, cleanup, tip. */
export function orderedInstructions(assembled: AssembledSwap): TransactionInstruction[] {
  return [
    ...assembled.computeBudget,
    ...assembled.setup,
    assembled.swap,
    ...assembled.other,
    ...(assembled.cleanup ? [assembled.cleanup] : []),
    ...(assembled.tip ? [assembled.tip] : []),
  ];
}

export interface CompileOptions {
  /** Defaults to the plan's fee payer. */
  readonly feePayer?: Address;
  /** Base58 recent blockhash (`ledger.latestBlockhash().blockhash`). */
  readonly blockhash: string;
  /** Tables the message may load non-signer accounts from (`swapLookupTable(ctx).account`). */
  readonly lookupTables?: readonly AddressLookupTableAccount[];
}

/** An unsigned v0 transaction of the swap; the taker signs it, the sandbox co-signs at execute. */
export function compileSwap(assembled: AssembledSwap, options: CompileOptions): VersionedTransaction {
  const message = new TransactionMessage({
    payerKey: pk(options.feePayer ?? assembled.feePayer),
    recentBlockhash: options.blockhash,
    instructions: orderedInstructions(assembled),
  }).compileToV0Message(options.lookupTables ? [...options.lookupTables] : undefined);
  return new VersionedTransaction(message);
}

import {
  VersionedMessage,
  VersionedTransaction,
  type AddressLookupTableAccount,
  type TransactionInstruction,
} from '@solana/web3.js';
import type { Address } from '../../world/address';
import { pk } from './instructions';
import { compileV0 } from './message';
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

export interface CompiledSwap {
  /** The v0 message bytes: what every signature signs, and what execute compares byte for byte. */
  readonly message: Uint8Array;
  /** The unsigned transaction on the wire (zeroed signatures): base64 it for the `transaction` field. */
  readonly wire: Uint8Array;
}

/** The swap as bytes, without web3.js objects (the order endpoint's path). */
export function compileSwapBytes(assembled: AssembledSwap, options: CompileOptions): CompiledSwap {
  const { message, wire } = compileV0(
    pk(options.feePayer ?? assembled.feePayer),
    options.blockhash,
    orderedInstructions(assembled),
    options.lookupTables,
  );
  return { message, wire };
}

/** An unsigned v0 transaction of the swap; the taker signs it, the sandbox co-signs at execute. */
export function compileSwap(assembled: AssembledSwap, options: CompileOptions): VersionedTransaction {
  return new VersionedTransaction(VersionedMessage.deserialize(compileSwapBytes(assembled, options).message));
}

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
  readonly feePayer?: Address;
  readonly blockhash: string;
  readonly lookupTables?: readonly AddressLookupTableAccount[];
}

export interface CompiledSwap {
  /** What every signature signs, and what execute compares byte for byte. */
  readonly message: Uint8Array;
  readonly wire: Uint8Array;
}

/** Without web3.js objects (the order endpoint's path). */
export function compileSwapBytes(assembled: AssembledSwap, options: CompileOptions): CompiledSwap {
  const { message, wire } = compileV0(
    pk(options.feePayer ?? assembled.feePayer),
    options.blockhash,
    orderedInstructions(assembled),
    options.lookupTables,
  );
  return { message, wire };
}

export function compileSwap(assembled: AssembledSwap, options: CompileOptions): VersionedTransaction {
  return new VersionedTransaction(VersionedMessage.deserialize(compileSwapBytes(assembled, options).message));
}

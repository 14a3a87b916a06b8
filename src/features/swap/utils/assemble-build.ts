import { PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { BuildResponse } from '../../../api/swap/schemas-v2';
import { lookupTableAccounts, toInstruction } from '../../../lib/tx/wire-instruction';

/** Supplement §3: swap v2 `build` gives instructions; the app assembles and sends them. */

export function buildInstructions(build: BuildResponse): TransactionInstruction[] {
  return [
    ...build.computeBudgetInstructions,
    ...build.setupInstructions,
    build.swapInstruction,
    ...build.otherInstructions,
    ...(build.cleanupInstruction ? [build.cleanupInstruction] : []),
    ...(build.tipInstruction ? [build.tipInstruction] : []),
  ].map(toInstruction);
}

export const lookupTables = (build: BuildResponse) => lookupTableAccounts(build.addressesByLookupTableAddress);

export interface AssembledBuild {
  transaction: VersionedTransaction;
  blockhash: string;
  lastValidBlockHeight: number;
}

export function assembleBuild(build: BuildResponse, payer: string): AssembledBuild {
  const blockhash = bs58.encode(Uint8Array.from(build.blockhashWithMetadata.blockhash));
  const message = new TransactionMessage({
    payerKey: new PublicKey(payer),
    recentBlockhash: blockhash,
    instructions: buildInstructions(build),
  }).compileToV0Message(lookupTables(build));
  return {
    transaction: new VersionedTransaction(message),
    blockhash,
    lastValidBlockHeight: build.blockhashWithMetadata.lastValidBlockHeight,
  };
}

import {
  AddressLookupTableAccount,
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import type { BuildResponse, Instruction } from '../../../api/swap/schemas-v2';
import { base64ToBytes } from '../../../utils/base64';

/**
 * The Advanced path: swap v2 `build` gives instructions, the app assembles the transaction itself (supplement §3)
 * and sends it through the user's RPC or the submission endpoint. Every group goes in, in the documented order:
 * compute budget, setup, swap, the others, cleanup, and the tip last.
 */

export function toInstruction(ix: Instruction): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(ix.programId),
    keys: ix.accounts.map((a) => ({ pubkey: new PublicKey(a.pubkey), isSigner: a.isSigner, isWritable: a.isWritable })),
    // web3.js types `data` as a Node Buffer but only ever reads its bytes (no Buffer polyfill in the browser).
    data: base64ToBytes(ix.data) as unknown as TransactionInstruction['data'],
  });
}

export function buildInstructions(build: BuildResponse): TransactionInstruction[] {
  return [
    ...build.computeBudgetInstructions,
    ...build.setupInstructions,
    build.swapInstruction,
    // The others (payouts on the sandbox, which has no AMM program) land before the cleanup that unwraps SOL.
    ...build.otherInstructions,
    ...(build.cleanupInstruction ? [build.cleanupInstruction] : []),
    ...(build.tipInstruction ? [build.tipInstruction] : []),
  ].map(toInstruction);
}

/** The lookup tables the response names, as web3.js accounts (their addresses come with the response). */
export function lookupTables(build: BuildResponse): AddressLookupTableAccount[] {
  return Object.entries(build.addressesByLookupTableAddress ?? {}).map(
    ([key, addresses]) =>
      new AddressLookupTableAccount({
        key: new PublicKey(key),
        state: {
          deactivationSlot: BigInt('18446744073709551615'),
          lastExtendedSlot: 0,
          lastExtendedSlotStartIndex: 0,
          addresses: addresses.map((a) => new PublicKey(a)),
        },
      }),
  );
}

export interface AssembledBuild {
  transaction: VersionedTransaction;
  blockhash: string;
  lastValidBlockHeight: number;
}

/** An unsigned v0 transaction paid by `payer` (the taker unless an integrator payer was asked for). */
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

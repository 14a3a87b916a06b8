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

/** Supplement §3: swap v2 `build` gives instructions; the app assembles and sends them. */

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
    ...build.otherInstructions,
    ...(build.cleanupInstruction ? [build.cleanupInstruction] : []),
    ...(build.tipInstruction ? [build.tipInstruction] : []),
  ].map(toInstruction);
}

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

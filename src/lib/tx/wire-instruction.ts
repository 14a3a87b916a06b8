import { AddressLookupTableAccount, PublicKey, TransactionInstruction } from '@solana/web3.js';
import { base64ToBytes } from '../../utils/base64';

/** An instruction as the services send it (swap v2 `build`, lend `operate-instructions`). */
export interface WireInstruction {
  programId: string;
  accounts: readonly { pubkey: string; isSigner: boolean; isWritable: boolean }[];
  data: string;
}

export function toInstruction(ix: WireInstruction): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(ix.programId),
    keys: ix.accounts.map((a) => ({ pubkey: new PublicKey(a.pubkey), isSigner: a.isSigner, isWritable: a.isWritable })),
    // web3.js types `data` as a Node Buffer but only ever reads its bytes (no Buffer polyfill in the browser).
    data: base64ToBytes(ix.data) as unknown as TransactionInstruction['data'],
  });
}

/** Lookup tables as a build names them (address → its addresses), never deactivated. */
export function lookupTableAccounts(byAddress: Record<string, readonly string[]> | null | undefined) {
  return Object.entries(byAddress ?? {}).map(
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

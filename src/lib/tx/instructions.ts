import type { AddressLookupTableAccount } from '@solana/web3.js';
import { isVersioned, type AnyTransaction } from '../tx-kind';

export { ATA_PROGRAM, SYSTEM_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../utils/solana-wire/programs';

/** An instruction with its accounts as base58; null for one loaded from a lookup table not given (never a signer). */
export interface FlatInstruction {
  programId: string;
  accounts: (string | null)[];
  data: Uint8Array;
}

export function flatInstructions(
  tx: AnyTransaction,
  tables: readonly AddressLookupTableAccount[] = [],
): FlatInstruction[] {
  if (!isVersioned(tx)) {
    return tx.instructions.map((ix) => ({
      programId: ix.programId.toBase58(),
      accounts: ix.keys.map((k) => k.pubkey.toBase58()),
      data: ix.data,
    }));
  }
  const keys = tx.message.staticAccountKeys.map((k) => k.toBase58());
  if (tables.length > 0) {
    const loaded = tx.message.getAccountKeys({ addressLookupTableAccounts: [...tables] }).accountKeysFromLookups;
    keys.push(...[...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])].map((k) => k.toBase58()));
  }
  return tx.message.compiledInstructions.map((ix) => ({
    programId: keys[ix.programIdIndex] ?? '',
    accounts: ix.accountKeyIndexes.map((i) => keys[i] ?? null),
    data: ix.data,
  }));
}

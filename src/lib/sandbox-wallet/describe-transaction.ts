import { VersionedTransaction, type VersionedMessage } from '@solana/web3.js';
import type { InstructionSummary, SolTransferSummary, TransactionSummary } from './approval';
import { bytesToBase64 } from '../../utils/base64';
import {
  ATA_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  MEMO_PROGRAM,
  MEMO_V1_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from '../../utils/solana-wire/programs';
import { SYSTEM_IX, systemLamportsOf, systemTagOf } from '../../utils/solana-wire/system';
import { SandboxWalletError } from './errors';

export const KNOWN_PROGRAMS: Readonly<Record<string, string>> = {
  [SYSTEM_PROGRAM]: 'System Program',
  [TOKEN_PROGRAM]: 'Token Program',
  [TOKEN_2022_PROGRAM]: 'Token-2022 Program',
  [ATA_PROGRAM]: 'Associated Token Account Program',
  [COMPUTE_BUDGET_PROGRAM]: 'Compute Budget Program',
  [MEMO_PROGRAM]: 'Memo Program',
  [MEMO_V1_PROGRAM]: 'Memo Program (v1)',
};

export function messageOffset(wire: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < 3; i++) {
    const byte = wire[i];
    if (byte === undefined) break;
    count |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return i + 1 + count * 64;
  }
  throw new SandboxWalletError('The transaction is truncated.');
}

/** Must re-encode to exactly the bytes received, so what the dialog describes is what gets signed. */
export function decodeForSigning(wire: Uint8Array): VersionedTransaction {
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(wire);
  } catch {
    throw new SandboxWalletError('The bytes are not a Solana transaction.');
  }
  if (tx.version !== 'legacy' && tx.version !== 0) {
    throw new SandboxWalletError(`Transaction version ${String(tx.version)} is not supported.`);
  }
  const original = wire.subarray(messageOffset(wire));
  const reencoded = tx.message.serialize();
  if (reencoded.length !== original.length || reencoded.some((b, i) => b !== original[i])) {
    throw new SandboxWalletError('The transaction bytes are malformed (they do not re-encode identically).');
  }
  if (tx.signatures.length !== tx.message.header.numRequiredSignatures) {
    throw new SandboxWalletError('The transaction has the wrong number of signature slots.');
  }
  return tx;
}

function keyAt(message: VersionedMessage, index: number): string | null {
  return message.staticAccountKeys[index]?.toBase58() ?? null;
}

export function describeTransaction(tx: VersionedTransaction, wallet: string): TransactionSummary {
  const { message } = tx;
  const signerCount = message.header.numRequiredSignatures;
  const signers = message.staticAccountKeys.slice(0, signerCount).map((key, i) => ({
    address: key.toBase58(),
    isWallet: key.toBase58() === wallet,
    signed: tx.signatures[i]?.some((b) => b !== 0) ?? false,
  }));
  const feePayer = signers[0]?.address;
  if (!feePayer) throw new SandboxWalletError('The transaction has no fee payer.');

  const instructions: InstructionSummary[] = [];
  const solTransfersOut: SolTransferSummary[] = [];
  for (const ix of message.compiledInstructions) {
    const programId = keyAt(message, ix.programIdIndex);
    instructions.push({ programId, programName: programId ? (KNOWN_PROGRAMS[programId] ?? null) : null });
    if (programId !== SYSTEM_PROGRAM) continue;
    const tag = systemTagOf(ix.data);
    // Transfer's accounts are [from, to]; TransferWithSeed's [from, base, to].
    const toPosition = tag === SYSTEM_IX.Transfer ? 1 : tag === SYSTEM_IX.TransferWithSeed ? 2 : null;
    const lamports = systemLamportsOf(ix.data);
    const fromIndex = ix.accountKeyIndexes[0];
    const toIndex = toPosition === null ? undefined : ix.accountKeyIndexes[toPosition];
    if (toPosition === null || lamports === null || fromIndex === undefined || toIndex === undefined) continue;
    if (keyAt(message, fromIndex) !== wallet) continue;
    solTransfersOut.push({ to: keyAt(message, toIndex), lamports });
  }

  return {
    version: tx.version === 0 ? 0 : 'legacy',
    feePayer,
    feePayerIsWallet: feePayer === wallet,
    signers,
    walletMustSign: signers.some((s) => s.isWallet),
    instructions,
    solTransfersOut,
    lookupTables: message.addressTableLookups.length,
    wire: bytesToBase64(tx.serialize()),
  };
}

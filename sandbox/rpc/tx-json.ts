import { VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { InnerInstructions, TxMeta, TxRecord } from '../chain/types';
import { u64 } from './json-rpc';

/** agave transaction-status encodings; `jsonParsed` leaves instructions partially decoded as real RPC does. */

export type TxResponseEncoding = 'json' | 'jsonParsed' | 'base58' | 'base64';

function lookups(tx: VersionedTransaction) {
  return tx.message.addressTableLookups.map((l) => ({
    accountKey: l.accountKey.toBase58(),
    readonlyIndexes: l.readonlyIndexes,
    writableIndexes: l.writableIndexes,
  }));
}

function jsonMessage(tx: VersionedTransaction) {
  const m = tx.message;
  const message: Record<string, unknown> = {
    accountKeys: m.staticAccountKeys.map((k) => k.toBase58()),
    header: m.header,
    instructions: m.compiledInstructions.map((ix) => ({
      accounts: ix.accountKeyIndexes,
      data: bs58.encode(ix.data),
      programIdIndex: ix.programIdIndex,
      stackHeight: null,
    })),
    recentBlockhash: m.recentBlockhash,
  };
  // Legacy messages have no lookups field at all (serde skips it), v0 ones always carry the list.
  if (m.version === 0) message.addressTableLookups = lookups(tx);
  return message;
}

function parsedMessage(tx: VersionedTransaction, record: TxRecord) {
  const m = tx.message;
  const staticCount = m.staticAccountKeys.length;
  const loadedWritable = record.meta.loadedAddresses.writable.length;
  const accountKeys = record.accountKeys.map((pubkey, i) => ({
    pubkey,
    signer: i < m.header.numRequiredSignatures,
    source: i < staticCount ? 'transaction' : 'lookupTable',
    writable: i < staticCount ? m.isAccountWritable(i) : i < staticCount + loadedWritable,
  }));
  const message: Record<string, unknown> = {
    accountKeys,
    instructions: m.compiledInstructions.map((ix) => ({
      accounts: ix.accountKeyIndexes.map((i) => record.accountKeys[i]),
      data: bs58.encode(ix.data),
      programId: record.accountKeys[ix.programIdIndex],
      stackHeight: null,
    })),
    recentBlockhash: m.recentBlockhash,
  };
  if (m.version === 0) message.addressTableLookups = lookups(tx);
  return message;
}

export function parsedInnerInstructions(list: readonly InnerInstructions[], accountKeys: readonly string[]) {
  return list.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((ix) => ({
      accounts: ix.accounts.map((i) => accountKeys[i]),
      data: ix.data,
      programId: accountKeys[ix.programIdIndex],
      stackHeight: ix.stackHeight,
    })),
  }));
}

function innerInstructions(meta: TxMeta, encoding: TxResponseEncoding, accountKeys: readonly string[]) {
  return encoding === 'jsonParsed'
    ? parsedInnerInstructions(meta.innerInstructions, accountKeys)
    : meta.innerInstructions;
}

function encodeMeta(meta: TxMeta, encoding: TxResponseEncoding, accountKeys: readonly string[]) {
  const out: Record<string, unknown> = {
    computeUnitsConsumed: u64(meta.computeUnitsConsumed),
    err: meta.err,
    fee: u64(meta.fee),
    innerInstructions: innerInstructions(meta, encoding, accountKeys),
    logMessages: meta.logMessages,
    postBalances: meta.postBalances.map(u64),
    postTokenBalances: meta.postTokenBalances,
    preBalances: meta.preBalances.map(u64),
    preTokenBalances: meta.preTokenBalances,
    rewards: [],
    // The deprecated `status` twin of `err` that real RPC still sends.
    status: meta.err === null ? { Ok: null } : { Err: meta.err },
  };
  // jsonParsed marks looked-up keys inside accountKeys instead (agave skips loadedAddresses there).
  if (encoding !== 'jsonParsed') out.loadedAddresses = meta.loadedAddresses;
  return out;
}

function encodeTransaction(record: TxRecord, tx: VersionedTransaction, encoding: TxResponseEncoding) {
  if (encoding === 'base64') return [Buffer.from(record.wire).toString('base64'), 'base64'];
  if (encoding === 'base58') return [bs58.encode(record.wire), 'base58'];
  return {
    message: encoding === 'json' ? jsonMessage(tx) : parsedMessage(tx, record),
    signatures: tx.signatures.map((s) => bs58.encode(s)),
  };
}

/** `version` appears only when the client named a maxSupportedTransactionVersion. */
export function encodeTransactionResponse(record: TxRecord, encoding: TxResponseEncoding, withVersion: boolean) {
  const tx = VersionedTransaction.deserialize(record.wire);
  const response: Record<string, unknown> = {
    blockTime: record.blockTime,
    meta: encodeMeta(record.meta, encoding, record.accountKeys),
    slot: record.slot,
    transaction: encodeTransaction(record, tx, encoding),
  };
  if (withVersion) response.version = record.version;
  return response;
}

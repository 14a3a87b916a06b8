import type { InnerInstructions, TokenBalance, TransactionErrorJson, TxRecord } from './types';

/** A TxRecord as JSON (bigints as strings, wire bytes as base64), for the state file. */
export interface RecordJson {
  signature: string;
  slot: number;
  blockTime: number;
  wire: string;
  version: 'legacy' | 0;
  accountKeys: string[];
  computeUnitPrice: string;
  writableKeys: string[];
  meta: {
    err: TransactionErrorJson | null;
    fee: string;
    preBalances: string[];
    postBalances: string[];
    preTokenBalances: TokenBalance[];
    postTokenBalances: TokenBalance[];
    logMessages: string[];
    computeUnitsConsumed: string;
    loadedAddresses: { writable: string[]; readonly: string[] };
    /** Absent in state files written before inner instructions were recorded. */
    innerInstructions?: InnerInstructions[];
  };
}

export function serializeRecord(r: TxRecord): RecordJson {
  return {
    ...r,
    wire: Buffer.from(r.wire).toString('base64'),
    computeUnitPrice: r.computeUnitPrice.toString(),
    meta: {
      ...r.meta,
      fee: r.meta.fee.toString(),
      preBalances: r.meta.preBalances.map(String),
      postBalances: r.meta.postBalances.map(String),
      computeUnitsConsumed: r.meta.computeUnitsConsumed.toString(),
    },
  };
}

export function deserializeRecord(j: RecordJson): TxRecord {
  return {
    ...j,
    wire: new Uint8Array(Buffer.from(j.wire, 'base64')),
    computeUnitPrice: BigInt(j.computeUnitPrice),
    meta: {
      ...j.meta,
      fee: BigInt(j.meta.fee),
      preBalances: j.meta.preBalances.map(BigInt),
      postBalances: j.meta.postBalances.map(BigInt),
      computeUnitsConsumed: BigInt(j.meta.computeUnitsConsumed),
      innerInstructions: j.meta.innerInstructions ?? [],
    },
  };
}

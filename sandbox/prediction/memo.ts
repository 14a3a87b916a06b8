import { VersionedTransaction } from '@solana/web3.js';
import { MEMO_PREFIX } from './tx';

const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';

export type OpKind = 'buy' | 'sell' | 'claim' | 'autoclaim';

/**
 * What a prediction transaction does, written in its memo: a landed transaction describes itself, so its effects can
 * be recorded from the ledger alone (at landing, and again after a restart that lost the record).
 */
export interface Op {
  readonly kind: OpKind;
  readonly externalOrderId: string;
  readonly owner: string;
  readonly marketId: string;
  readonly isYes: boolean;
  /** Micro-contracts. */
  readonly contracts: number;
  /** Micro-USD before fees: cost (buy), gross proceeds (sell), payout (claims). */
  readonly amount: number;
  readonly fees: number;
  readonly limitPrice: number;
}

const KINDS: readonly string[] = ['buy', 'sell', 'claim', 'autoclaim'];

export function memoOf(op: Op): string {
  return [
    op.kind,
    op.externalOrderId,
    op.owner,
    op.marketId,
    op.isYes ? '1' : '0',
    op.contracts,
    op.amount,
    op.fees,
    op.limitPrice,
  ].join('|');
}

export function parseMemo(text: string): Op | null {
  if (!text.startsWith(MEMO_PREFIX)) return null;
  const [kind, externalOrderId, owner, marketId, yes, ...numbers] = text.slice(MEMO_PREFIX.length).split('|');
  const [contracts, amount, fees, limitPrice] = numbers.map(Number);
  if (!kind || !KINDS.includes(kind) || !externalOrderId || !owner || !marketId) return null;
  if ([contracts, amount, fees, limitPrice].some((n) => n === undefined || !Number.isSafeInteger(n))) return null;
  return {
    kind: kind as OpKind,
    externalOrderId,
    owner,
    marketId,
    isYes: yes === '1',
    contracts: contracts ?? 0,
    amount: amount ?? 0,
    fees: fees ?? 0,
    limitPrice: limitPrice ?? 0,
  };
}

/** The prediction memo of a serialized transaction, if it has one. */
export function opOfWire(wire: Uint8Array): Op | null {
  const tx = VersionedTransaction.deserialize(wire);
  const keys = tx.message.staticAccountKeys;
  for (const ix of tx.message.compiledInstructions) {
    if (keys[ix.programIdIndex]?.toBase58() !== MEMO_PROGRAM) continue;
    const op = parseMemo(Buffer.from(ix.data).toString('utf8'));
    if (op) return op;
  }
  return null;
}

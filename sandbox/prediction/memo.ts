import { MEMO_PROGRAM } from '../../src/utils/solana-wire/programs';
import { VersionedTransaction } from '@solana/web3.js';
import { DEPOSIT_MINTS, USDC_MINT } from './accounts';
import { MEMO_PREFIX } from './tx';

export type OpKind = 'buy' | 'sell' | 'claim' | 'autoclaim';

/** A landed transaction describes itself: its effects are recorded from the ledger alone (also after a restart). */
export interface Op {
  readonly kind: OpKind;
  readonly externalOrderId: string;
  readonly owner: string;
  readonly marketId: string;
  readonly isYes: boolean;
  readonly contracts: number;
  readonly amount: number;
  readonly fees: number;
  readonly limitPrice: number;
  readonly mint: string;
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
    op.mint,
  ].join('|');
}

export function parseMemo(text: string): Op | null {
  if (!text.startsWith(MEMO_PREFIX)) return null;
  const [kind, externalOrderId, owner, marketId, yes, ...numbers] = text.slice(MEMO_PREFIX.length).split('|');
  // Memos written before JupUSD deposits end at the limit price: they were USDC.
  const mint = numbers[4] ?? USDC_MINT;
  const [contracts, amount, fees, limitPrice] = numbers.slice(0, 4).map(Number);
  if (DEPOSIT_MINTS[mint] === undefined) return null;
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
    mint,
  };
}

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

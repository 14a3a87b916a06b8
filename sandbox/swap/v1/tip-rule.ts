import { MIN_TIP_LAMPORTS, TIP_ACCOUNTS } from '../../../src/api/tx/tip-accounts';
import { SYSTEM_PROGRAM } from '../../../src/utils/solana-wire/programs';
import { decodeSystemTransfer } from '../../../src/utils/solana-wire/system';
import type { DecodedTx } from '../../chain/tx-meta';
import type { Address } from '../../world/address';

const TIP_SET: ReadonlySet<Address> = new Set(TIP_ACCOUNTS);

export interface Tip {
  readonly account: Address;
  readonly lamports: bigint;
}

export type TipCheck =
  | { readonly ok: true; readonly tip: Tip }
  | { readonly ok: false; readonly reason: 'missing' }
  | { readonly ok: false; readonly reason: 'below'; readonly tip: Tip };

/** Supplement §12: ≥ 0.001 SOL to one of 16 tip accounts, top level; indices resolve over the full key list (ALTs). */
export function checkTip(decoded: DecodedTx): TipCheck {
  const keys = decoded.accountKeys;
  let best: Tip | null = null;
  for (const ix of decoded.tx.message.compiledInstructions) {
    if (keys[ix.programIdIndex] !== SYSTEM_PROGRAM) continue;
    const lamports = decodeSystemTransfer(ix.data);
    const to = ix.accountKeyIndexes[1];
    const account = to === undefined ? undefined : keys[to];
    if (lamports === null || account === undefined || !TIP_SET.has(account)) continue;
    if (!best || lamports > best.lamports) best = { account, lamports };
  }
  if (!best) return { ok: false, reason: 'missing' };
  if (best.lamports < MIN_TIP_LAMPORTS) return { ok: false, reason: 'below', tip: best };
  return { ok: true, tip: best };
}

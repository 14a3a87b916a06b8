import { MIN_TIP_LAMPORTS, TIP_ACCOUNTS } from '../../../src/api/tx/tip-accounts';
import type { DecodedTx } from '../../chain/tx-meta';
import type { Address } from '../../world/address';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
/** SystemInstruction::Transfer: a u32 discriminant 2, then the lamports as a u64, both little-endian. */
const TRANSFER_INDEX = 2;
const TRANSFER_DATA_LENGTH = 12;
const TIP_SET: ReadonlySet<Address> = new Set(TIP_ACCOUNTS);

export interface Tip {
  readonly account: Address;
  readonly lamports: bigint;
}

/** The best tip found, or why there is none: `missing` (no transfer to a tip account) or `below` the minimum. */
export type TipCheck =
  | { readonly ok: true; readonly tip: Tip }
  | { readonly ok: false; readonly reason: 'missing' }
  | { readonly ok: false; readonly reason: 'below'; readonly tip: Tip };

/** The lamports of a plain SystemProgram transfer, or null when the data is anything else. */
function transferLamports(data: Uint8Array): bigint | null {
  if (data.length !== TRANSFER_DATA_LENGTH) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (view.getUint32(0, true) !== TRANSFER_INDEX) return null;
  return view.getBigUint64(4, true);
}

/**
 * Supplement §12: a submitted transaction must carry a plain SOL transfer of at least 0.001 SOL to one of the 16 tip
 * accounts, as a top-level instruction. The destination may come from a lookup table, so indices resolve against the
 * message's full key list (static keys, then loaded writable, then loaded read-only), as the runtime resolves them.
 */
export function checkTip(decoded: DecodedTx): TipCheck {
  const keys = decoded.accountKeys;
  let best: Tip | null = null;
  for (const ix of decoded.tx.message.compiledInstructions) {
    if (keys[ix.programIdIndex] !== SYSTEM_PROGRAM) continue;
    const lamports = transferLamports(ix.data);
    const to = ix.accountKeyIndexes[1];
    const account = to === undefined ? undefined : keys[to];
    if (lamports === null || account === undefined || !TIP_SET.has(account)) continue;
    if (!best || lamports > best.lamports) best = { account, lamports };
  }
  if (!best) return { ok: false, reason: 'missing' };
  if (best.lamports < MIN_TIP_LAMPORTS) return { ok: false, reason: 'below', tip: best };
  return { ok: true, tip: best };
}

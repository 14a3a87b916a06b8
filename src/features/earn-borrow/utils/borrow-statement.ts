import { MIN_I128, type BorrowPosition } from '../../../api/lend/schemas';
import { TOKEN_ACCOUNT_RENT, type TxStatement } from '../../../lib/tx/statement';
import { debtWithInterest, type VaultRisk } from './borrow-math';
import type { PolicySpec } from '../../../lib/tx/programs';
import { LEND, LEND_PRIORITY_FEE_MAX, LEND_SIGNATURE_FEES } from './earn-statement';
import { KNOWN_TOKENS } from '../../../config/tokens';

const NATIVE_MINT = KNOWN_TOKENS.SOL.mint;

/** An open mints the position's NFT, which must reach the wallet like every vault outflow. */
const BORROW: PolicySpec = { family: 'lend', createsMints: 'own' };

/** Opening a position creates its NFT mint (82 bytes) and the wallet's account holding the NFT. */
export const NFT_MINT_RENT = 1_461_600n;
export const OPEN_RENT = NFT_MINT_RENT + TOKEN_ACCOUNT_RENT;

export const REPAY_ALL_SECONDS = 600n;

/** One operate call: signed raw deltas, MIN_I128 for "all" (supplement §10). */
export interface OperateWrite {
  vaultId: number;
  positionId: number;
  colAmount: bigint;
  debtAmount: bigint;
}

export type OperateVault = VaultRisk & { id: number };

/** What may leave and what must arrive for one operate, against the position as read just before crafting. */
export function operateStatement(
  wallet: string,
  vault: OperateVault,
  write: OperateWrite,
  position: Pick<BorrowPosition, 'supply' | 'borrow'> | null,
): TxStatement {
  const col = vault.supplyToken.address;
  const debt = vault.borrowToken.address;
  const send: { mint: string; max: bigint }[] = [];
  const receive: TxStatement['receive'][number][] = [];
  const { colAmount, debtAmount } = write;
  // More arriving than shown is a larger loan or withdrawal against the position; an unwrap may add its account's rent.
  const upTo = (mint: string, amount: bigint) => amount + (mint === NATIVE_MINT ? TOKEN_ACCOUNT_RENT : 0n);
  if (colAmount > 0n) send.push({ mint: col, max: colAmount });
  if (colAmount === MIN_I128) receive.push({ mint: col, min: position?.supply ?? 0n, to: wallet });
  else if (colAmount < 0n) receive.push({ mint: col, min: -colAmount, to: wallet, max: upTo(col, -colAmount) });
  if (debtAmount > 0n) receive.push({ mint: debt, min: debtAmount, to: wallet, max: upTo(debt, debtAmount) });
  if (debtAmount < 0n) send.push({ mint: debt, max: repayMax(vault, debtAmount, position) });
  const rent =
    (write.positionId === 0 ? OPEN_RENT : 0n) + (debtAmount > 0n || colAmount < 0n ? TOKEN_ACCOUNT_RENT : 0n);
  return { wallet, send, receive, feesMax: LEND_SIGNATURE_FEES + LEND_PRIORITY_FEE_MAX + rent, policy: BORROW };
}

export function repayMax(vault: VaultRisk, debtAmount: bigint, position: Pick<BorrowPosition, 'borrow'> | null) {
  if (debtAmount !== MIN_I128) return -debtAmount;
  return debtWithInterest(vault, position?.borrow ?? 0n, REPAY_ALL_SECONDS);
}

/**
 * The operate composed with the app's wrap and unwrap in one transaction: SOL and wrapped SOL are one asset, so the
 * wrap nets out and the operate's bounds stay whole; only a wrapped-SOL account the wrap creates adds its rent.
 */
export function composedStatement(
  wallet: string,
  vault: OperateVault,
  write: OperateWrite,
  position: Pick<BorrowPosition, 'supply' | 'borrow'> | null,
  wrap: { accountExists: boolean } | null,
): TxStatement {
  const s = operateStatement(wallet, vault, write, position);
  return wrap && !wrap.accountExists ? { ...s, feesMax: s.feesMax + TOKEN_ACCOUNT_RENT } : s;
}

export function wrapStatement(wallet: string, accountExists: boolean): TxStatement {
  return { wallet, send: [], receive: [], feesMax: 5_000n + (accountExists ? 0n : TOKEN_ACCOUNT_RENT), policy: LEND };
}

/** Closing the wrapped-SOL account pays everything in it back as SOL: only the fee may leave. */
export function unwrapStatement(wallet: string): TxStatement {
  return { wallet, send: [], receive: [], feesMax: 5_000n, policy: LEND };
}

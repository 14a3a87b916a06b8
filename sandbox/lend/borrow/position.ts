import { Refused } from '../../kit/refused';
import type { Address } from '../../world/address';
import { TOKEN_PROGRAM } from '../../world/token';
import { isTokenAccountData, readTokenAccount } from '../../world/token-layout';
import type { LendContext } from '../service';
import type { PositionState } from './book';
import { debtAt, ltvPercent, parsePrice, withinLimit, type Valuation } from './math';
import { DEBT_DECIMALS, MIN_BORROW, type BorrowKeys } from './vaults';

export function oracleText(ctx: LendContext, k: BorrowKeys): string {
  return ctx.book.borrow.oracles.get(k.config.id) ?? String(ctx.world.byMint.get(k.colMint)?.referencePriceUsd ?? 0);
}

export const DEBT_PRICE_TEXT = '1';

export const valuationOf = (ctx: LendContext, k: BorrowKeys): Valuation => ({
  colPrice: parsePrice(oracleText(ctx, k)),
  debtPrice: parsePrice(DEBT_PRICE_TEXT),
  colDecimals: k.colDecimals,
  debtDecimals: DEBT_DECIMALS,
});

export const debtNow = (p: PositionState, k: BorrowKeys, nowMs: number) =>
  debtAt(BigInt(p.debt), p.settledMs, nowMs, k.config.rateBps);

export const emptyPosition = (vaultId: number, nowMs: number): PositionState => ({
  vaultId,
  collateral: '0',
  debt: '0',
  settledMs: nowMs,
  liquidation: null,
});

export function holds(ctx: LendContext, who: Address, mint: Address): boolean {
  return ctx.ledger.tokenAccountsByOwner(who).some(({ account }) => {
    if (account.owner !== TOKEN_PROGRAM || !isTokenAccountData(account.data)) return false;
    const view = readTokenAccount(account.data);
    return view.mint === mint && view.amount > 0n;
  });
}

export interface Change {
  col: bigint;
  debt: bigint;
}

// Checked at craft and again at co-sign: debt after is 0 or ≥ the minimum; a borrow or withdraw keeps LTV within
// the collateral factor.
export function checkAfter(ctx: LendContext, k: BorrowKeys, p: PositionState, change: Change, nowMs: number) {
  const collateral = BigInt(p.collateral) + change.col;
  const debt = debtNow(p, k, nowMs) + change.debt;
  if (collateral < 0n) throw new Refused(400, `colAmount: more than the collateral (${p.collateral})`);
  const after = debt < 0n ? 0n : debt;
  if (after > 0n && after < MIN_BORROW) {
    throw new Refused(
      400,
      `debtAmount: the debt after this would be ${after}, below the vault's minimum borrowing ${MIN_BORROW}`,
    );
  }
  if (change.debt <= 0n && change.col >= 0n) return;
  const field = change.debt > 0n ? 'debtAmount' : 'colAmount';
  if (collateral === 0n && after > 0n) {
    throw new Refused(400, `${field}: this would leave a debt of ${after} with no collateral; repay all first`);
  }
  const v = valuationOf(ctx, k);
  if (!withinLimit(v, collateral, after, k.config.cf)) {
    const limit = Number(k.config.cf) / 10;
    throw new Refused(
      400,
      `${field}: this would put the position at ${ltvPercent(v, collateral, after)} % LTV, above the vault's ${limit} % limit`,
    );
  }
}

export function applyChange(p: PositionState, k: BorrowKeys, change: Change, nowMs: number): PositionState {
  const collateral = BigInt(p.collateral) + change.col;
  const debt = debtNow(p, k, nowMs) + change.debt;
  return {
    ...p,
    collateral: (collateral < 0n ? 0n : collateral).toString(),
    // Repay-all pays the debt plus 120 s of interest: what is over stays with the vault.
    debt: (debt < 0n ? 0n : debt).toString(),
    settledMs: nowMs,
  };
}

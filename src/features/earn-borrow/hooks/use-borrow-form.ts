import { useCallback } from 'react';
import type { BorrowPosition, BorrowVault } from '../../../api/lend/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { toDecimalString } from '../../../utils/amount';
import { parseForm } from '../../../hooks/form/parse-form';
import { useForm } from '../../../hooks/form/use-form';
import { borrowSchema, checkBorrow, type BorrowAction } from '../utils/borrow-check';
import { maxBorrow, maxWithdraw } from '../utils/borrow-math';
import type { BorrowStep } from './use-borrow-write';
import { useWalletFunds } from './use-borrow-data';

const NATIVE_MINT = KNOWN_TOKENS.SOL.mint;

const min = (a: bigint, b: bigint | undefined) => (b !== undefined && b < a ? b : a);

export function useBorrowForm(vault: BorrowVault, position: BorrowPosition | null, initial: BorrowAction) {
  // Max of a withdraw with no debt, or of a repay, sends the "all" sentinel, never the figure shown.
  const form = useForm({ action: initial, colText: '', debtText: '', all: false, unwrapAfter: true });
  const { action, colText, debtText, all, unwrapAfter } = form.values;
  const { set, patch } = form;
  const funds = useWalletFunds(vault.supplyToken.address, vault.borrowToken.address);
  const isSol = vault.supplyToken.address === NATIVE_MINT;
  const supply = position?.supply ?? 0n;
  const owed = position?.borrow ?? 0n;

  const ctx = { vault, position: position && { id: position.id, supply, borrow: owed }, ...funds };
  const { errors, parsed: write } = parseForm(borrowSchema(ctx), form.values);
  const { after } = checkBorrow(form.values, ctx);
  const check = { colProblem: errors.colText ?? null, debtProblem: errors.debtText ?? null, after, write };
  const colMax = action === 'withdraw' ? maxWithdraw(vault, supply, owed) : funds.colAvailable;
  const debtMax = action === 'repay' ? owed : min(maxBorrow(vault, after.col, owed), vault.borrowable);
  const debtSafe = min(maxBorrow(vault, after.col, owed, true), vault.borrowable);
  const reset = useCallback(() => patch({ colText: '', debtText: '', all: false }), [patch]);

  // One transaction: SOL collateral is wrapped (the shortfall only) and unwrapped around the service's instructions.
  let plan: BorrowStep[] | null = null;
  if (write) {
    const shortfall = write.colAmount - funds.wrapped;
    const wrap =
      isSol && write.colAmount > 0n && shortfall > 0n
        ? { lamports: shortfall, accountExists: funds.wrappedAccount }
        : undefined;
    const unwrap = isSol && write.colAmount < 0n && unwrapAfter;
    plan = [wrap || unwrap ? { kind: 'operate', write, wrap, unwrap } : { kind: 'operate', write }];
  }

  const colDecimals = vault.supplyToken.decimals;
  const debtDecimals = vault.borrowToken.decimals;
  return {
    action,
    setAction: (a: BorrowAction) => patch({ action: a, colText: '', debtText: '', all: false }),
    colText,
    setColText: (t: string) => patch({ colText: t, all: false }),
    debtText,
    setDebtText: (t: string) => patch({ debtText: t, all: false }),
    all,
    funds,
    isSol,
    colMax,
    debtMax,
    debtSafe,
    fillCol: (raw: bigint, sentinel = false) =>
      patch({ colText: toDecimalString(raw, colDecimals), all: sentinel && owed === 0n }),
    fillDebt: (raw: bigint, sentinel = false) => patch({ debtText: toDecimalString(raw, debtDecimals), all: sentinel }),
    unwrapAfter,
    setUnwrapAfter: (on: boolean) => set('unwrapAfter', on),
    check,
    plan,
    reset,
  };
}

import { useCallback, useState } from 'react';
import type { BorrowPosition, BorrowVault } from '../../../api/lend/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { toDecimalString } from '../../../utils/amount';
import { checkBorrow, type BorrowAction } from '../utils/borrow-check';
import { maxBorrow, maxWithdraw } from '../utils/borrow-math';
import type { BorrowStep } from './use-borrow-write';
import { useWalletFunds } from './use-borrow-data';

const NATIVE_MINT = KNOWN_TOKENS.SOL.mint;

const min = (a: bigint, b: bigint | undefined) => (b !== undefined && b < a ? b : a);

export function useBorrowForm(vault: BorrowVault, position: BorrowPosition | null, initial: BorrowAction) {
  const [action, setActionState] = useState<BorrowAction>(initial);
  const [colText, setColTextState] = useState('');
  const [debtText, setDebtTextState] = useState('');
  // Max of a withdraw with no debt, or of a repay, sends the "all" sentinel, never the figure shown.
  const [all, setAll] = useState(false);
  const [unwrapAfter, setUnwrapAfter] = useState(true);
  const funds = useWalletFunds(vault.supplyToken.address, vault.borrowToken.address);
  const isSol = vault.supplyToken.address === NATIVE_MINT;
  const supply = position?.supply ?? 0n;
  const owed = position?.borrow ?? 0n;

  const check = checkBorrow(
    { action, colText, debtText, all },
    { vault, position: position && { id: position.id, supply, borrow: owed }, ...funds },
  );
  const colMax = action === 'withdraw' ? maxWithdraw(vault, supply, owed) : funds.colAvailable;
  const debtMax = action === 'repay' ? owed : min(maxBorrow(vault, check.after.col, owed), vault.borrowable);
  const debtSafe = min(maxBorrow(vault, check.after.col, owed, true), vault.borrowable);

  const setColText = (t: string) => {
    setColTextState(t);
    setAll(false);
  };
  const setDebtText = (t: string) => {
    setDebtTextState(t);
    setAll(false);
  };
  const reset = useCallback(() => {
    setColTextState('');
    setDebtTextState('');
    setAll(false);
  }, []);

  // One transaction: SOL collateral is wrapped (the shortfall only) and unwrapped around the service's instructions.
  let plan: BorrowStep[] | null = null;
  const write = check.write;
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
    setAction: (a: BorrowAction) => {
      setActionState(a);
      reset();
    },
    colText,
    setColText,
    debtText,
    setDebtText,
    all,
    funds,
    isSol,
    colMax,
    debtMax,
    debtSafe,
    fillCol: (raw: bigint, sentinel = false) => {
      setColTextState(toDecimalString(raw, colDecimals));
      setAll(sentinel && owed === 0n);
    },
    fillDebt: (raw: bigint, sentinel = false) => {
      setDebtTextState(toDecimalString(raw, debtDecimals));
      setAll(sentinel);
    },
    unwrapAfter,
    setUnwrapAfter,
    check,
    plan,
    reset,
  };
}

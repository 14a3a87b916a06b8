import { MIN_I128, type BorrowVault } from '../../../api/lend/schemas';
import { AmountField } from '../../../components/token/amount-field';
import { Button } from '../../../components/ui/button';
import { formatPercent } from '../../../utils/format';
import type { useBorrowForm } from '../hooks/use-borrow-form';
import { maxLtvPerMille, SAFE_SHARE_PERMILLE } from '../utils/borrow-math';
import { REPAY_ALL_SECONDS, repayMax } from '../utils/borrow-statement';
import { tokenText } from '../utils/borrow-view';

type Form = ReturnType<typeof useBorrowForm>;

const COL_LABEL = { open: 'Collateral to deposit', deposit: 'Collateral to add', withdraw: 'Collateral to withdraw' };

function Problem({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="text-sm text-danger">
      {text}
    </p>
  ) : null;
}

export function CollateralField({ form, vault, busy }: { form: Form; vault: BorrowVault; busy: boolean }) {
  const { action, funds, colMax } = form;
  if (action !== 'open' && action !== 'deposit' && action !== 'withdraw') return null;
  const t = vault.supplyToken;
  const withdraw = action === 'withdraw';
  const held =
    colMax === null
      ? 'Wallet: …'
      : withdraw
        ? `Can withdraw: ${tokenText(colMax, t, 9)}`
        : `Wallet: ${tokenText(colMax, t, 9)}${form.isSol && funds.wrapped > 0n ? ` (${tokenText(funds.wrapped, t)} wrapped)` : ''}`;
  return (
    <>
      <AmountField
        label={COL_LABEL[action]}
        value={form.colText}
        onChange={form.setColText}
        decimals={t.decimals}
        tokenSymbol={t.symbol}
        disabled={busy}
        labelAside={
          <span className="flex flex-wrap items-center justify-end gap-1 text-xs text-ink-muted">
            {held}
            {colMax !== null && colMax > 0n ? (
              <>
                {withdraw ? null : (
                  <Button variant="ghost" size="sm" onClick={() => form.fillCol(colMax / 2n)} disabled={busy}>
                    Half
                  </Button>
                )}
                <Button variant="ghost" size="sm" onClick={() => form.fillCol(colMax, true)} disabled={busy}>
                  Max
                </Button>
              </>
            ) : null}
          </span>
        }
        footer={
          withdraw && form.all
            ? 'Withdraws all of it: the "all" amount is sent, so nothing is left behind.'
            : withdraw && (form.check.after.debt > 0n || colMax === null)
              ? 'Max keeps the LTV within the limit; repay to withdraw the rest.'
              : !withdraw && form.isSol
                ? 'Max keeps some SOL for fees and rent.'
                : undefined
        }
      />
      <Problem text={form.check.colProblem} />
    </>
  );
}

export function DebtField({ form, vault, busy }: { form: Form; vault: BorrowVault; busy: boolean }) {
  const { action } = form;
  if (action !== 'open' && action !== 'borrow' && action !== 'repay') return null;
  const t = vault.borrowToken;
  const repay = action === 'repay';
  const maxPct = Number(maxLtvPerMille(vault)) / 10;
  const safePct = (maxPct * Number(SAFE_SHARE_PERMILLE)) / 1000;
  const upTo = repayMax(vault, MIN_I128, { borrow: form.debtMax });
  return (
    <>
      <AmountField
        label={repay ? 'Amount to repay' : 'Amount to borrow'}
        value={form.debtText}
        onChange={form.setDebtText}
        decimals={t.decimals}
        tokenSymbol={t.symbol}
        disabled={busy}
        labelAside={
          <span className="flex flex-wrap items-center justify-end gap-1 text-xs text-ink-muted">
            {repay
              ? `Owed: ${tokenText(form.debtMax, t, 12)}`
              : form.check.after.col === 0n
                ? 'Enter collateral first'
                : `Up to ${tokenText(form.debtMax, t)}`}
            {!repay && form.debtSafe > 0n ? (
              <Button variant="ghost" size="sm" onClick={() => form.fillDebt(form.debtSafe)} disabled={busy}>
                Max safe
              </Button>
            ) : null}
            {form.debtMax > 0n ? (
              <Button variant="ghost" size="sm" onClick={() => form.fillDebt(form.debtMax, repay)} disabled={busy}>
                Max
              </Button>
            ) : null}
          </span>
        }
        footer={
          repay
            ? form.all
              ? `Repays all with no dust left: the "all" amount is sent, so it also pays the interest until it lands (a few units; at most ${tokenText(upTo, t, 12)} in all, over ${String(REPAY_ALL_SECONDS / 60n)} minutes).`
              : 'Max repays everything, interest included, with no dust left.'
            : `Max safe keeps the LTV at ${formatPercent(safePct)} (90 % of the ${formatPercent(maxPct)} max), so the price can fall about 10 % before the limit; Max borrows up to the limit.`
        }
      />
      <Problem text={form.check.debtProblem} />
    </>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { MIN_I128, type BorrowPosition, type BorrowVault } from '../../../api/lend/schemas';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { WalletAction } from '../../../components/wallet/wallet-action';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import { useBorrowForm } from '../hooks/use-borrow-form';
import { useBorrowWrite, type BorrowStep } from '../hooks/use-borrow-write';
import type { BorrowAction } from '../utils/borrow-check';
import { tokenText } from '../utils/borrow-view';
import { BorrowPreview } from './borrow-preview';
import { CollateralField, DebtField } from './borrow-fields';
import { pairText } from './borrow-vaults';

const ACTIONS = {
  'Add collateral': 'deposit',
  'Withdraw collateral': 'withdraw',
  'Borrow more': 'borrow',
  Repay: 'repay',
} as const satisfies Record<string, BorrowAction>;
type ActionLabel = keyof typeof ACTIONS;

const WITH_COLLATERAL = 'Repay with collateral';
// Its swap and transaction code load when it is chosen, not with the page.
const CollateralRepayForm = lazy(() => import('./collateral-repay-form'));

const SUBMIT: Record<BorrowAction, [string, string]> = {
  open: ['Open position', 'Opening…'],
  deposit: ['Add collateral', 'Adding…'],
  withdraw: ['Withdraw collateral', 'Withdrawing…'],
  borrow: ['Borrow', 'Borrowing…'],
  repay: ['Repay', 'Repaying…'],
};

const STEP_TEXT: Record<BorrowStep['kind'], string> = {
  wrap: 'wrap SOL for collateral',
  operate: 'change the position',
  unwrap: 'unwrap SOL',
};

function planText(plan: readonly BorrowStep[] | null, symbol: string): string | null {
  const op = plan?.find((s) => s.kind === 'operate');
  if (op?.kind !== 'operate') return null;
  if (op.wrap) {
    return `One signature: the API takes only wrapped SOL, so ${tokenText(op.wrap.lamports, { decimals: 9, symbol })} is wrapped in the same transaction, just before the position changes.`;
  }
  if (op.unwrap)
    return 'One signature: the collateral comes back as wrapped SOL and is unwrapped to SOL in the same transaction.';
  return null;
}

export function BorrowPanel({
  vault,
  position,
  initial,
  onClose,
}: {
  vault: BorrowVault;
  position: BorrowPosition | null;
  initial: BorrowAction;
  onClose: () => void;
}) {
  const { publicKey } = useWallet();
  const form = useBorrowForm(vault, position, initial);
  const [withCollateral, setWithCollateral] = useState(false);
  const tx = useBorrowWrite();
  const pair = pairText(vault);
  const title = position ? `Change ${pair} position #${position.id}` : `Open a ${pair} position`;
  const actionLabel = (Object.keys(ACTIONS) as ActionLabel[]).find((k) => ACTIONS[k] === form.action) ?? 'Repay';
  const [label, busyLabel] = SUBMIT[form.action];
  const signatures = form.plan && form.plan.length > 1 ? ` (${form.plan.length} signatures)` : '';
  const finished = tx.finished;
  const { reset } = form;
  useEffect(() => {
    if (finished) reset();
  }, [finished, reset]);

  const before = position ? { col: position.supply, debt: position.borrow } : null;
  const notice = planText(form.plan, vault.supplyToken.symbol);
  return (
    <form
      aria-label={title}
      className="mt-4 flex flex-col gap-3 rounded-card border border-line p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (publicKey && form.plan && !tx.busy) tx.start(publicKey.toBase58(), form.plan);
      }}
    >
      <div className="flex items-center justify-between gap-2">
        {position ? (
          <h4 className="text-base font-semibold">{title}</h4>
        ) : (
          <h2 className="text-base font-semibold">{title}</h2>
        )}
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close<span className="sr-only"> the form</span>
        </Button>
      </div>
      {position ? (
        <ChoiceChips
          legend="What to do"
          name={`borrow-action-${position.id}`}
          options={[...(Object.keys(ACTIONS) as ActionLabel[]), WITH_COLLATERAL]}
          value={withCollateral ? WITH_COLLATERAL : actionLabel}
          onChange={(a) => {
            setWithCollateral(a === WITH_COLLATERAL);
            if (a !== WITH_COLLATERAL) form.setAction(ACTIONS[a]);
            tx.reset();
          }}
        />
      ) : null}
      {position && withCollateral ? (
        <Suspense fallback={<p className="text-sm text-ink-muted">Loading…</p>}>
          <CollateralRepayForm vault={vault} position={position} />
        </Suspense>
      ) : (
        <BorrowFormBody
          form={form}
          tx={tx}
          vault={vault}
          position={position}
          label={label}
          busyLabel={busyLabel}
          signatures={signatures}
          before={before}
          notice={notice}
          finished={finished}
        />
      )}
    </form>
  );
}

function BorrowFormBody({
  form,
  tx,
  vault,
  position,
  label,
  busyLabel,
  signatures,
  before,
  notice,
  finished,
}: {
  form: ReturnType<typeof useBorrowForm>;
  tx: ReturnType<typeof useBorrowWrite>;
  vault: BorrowVault;
  position: BorrowPosition | null;
  label: string;
  busyLabel: string;
  signatures: string;
  before: { col: bigint; debt: bigint } | null;
  notice: string | null;
  finished: ReturnType<typeof useBorrowWrite>['finished'];
}) {
  return (
    <>
      <CollateralField form={form} vault={vault} busy={tx.busy} />
      <DebtField form={form} vault={vault} busy={tx.busy} />
      {form.isSol && form.action === 'withdraw' ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.unwrapAfter}
            onChange={(e) => form.setUnwrapAfter(e.target.checked)}
            className="accent-accent"
          />
          Unwrap to SOL afterwards (same signature; all wrapped SOL in the wallet becomes SOL)
        </label>
      ) : null}
      <BorrowPreview vault={vault} before={before} after={form.check.after} />
      {notice ? <p className="text-xs text-ink-muted">{notice}</p> : null}
      <WalletAction>
        <Button type="submit" size="lg" disabled={!form.plan || tx.busy}>
          {tx.busy ? busyLabel : `${label}${signatures}`}
        </Button>
      </WalletAction>
      {tx.step && tx.step.total > 1 && tx.busy ? (
        <p className="text-center text-sm">
          Step {tx.step.index + 1} of {tx.step.total}:{' '}
          {tx.step.kind === 'operate' && !position ? 'open the position' : tx.step.kind ? STEP_TEXT[tx.step.kind] : ''}
        </p>
      ) : null}
      <TxProgress state={tx.state} onRetry={tx.retry} />
      <p role="status" className="text-sm">
        {finished ? doneText(finished.plan) : ''}
      </p>
    </>
  );
}

function doneText(plan: readonly BorrowStep[]): string {
  const op = plan.find((s) => s.kind === 'operate');
  if (op?.kind !== 'operate') return 'Done.';
  const { write } = op;
  if (write.positionId === 0) return 'Position opened.';
  if (write.debtAmount < 0n) return write.debtAmount === MIN_I128 ? 'Repaid in full: no debt left.' : 'Repaid.';
  if (write.debtAmount > 0n) return 'Borrowed: it is in your wallet.';
  if (write.colAmount > 0n) return 'Collateral added.';
  return op.unwrap || plan.some((s) => s.kind === 'unwrap')
    ? 'Collateral withdrawn to your wallet as SOL.'
    : 'Collateral withdrawn to your wallet.';
}

import { memo } from 'react';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import type { TimeRecurring } from '../../../api/recurring/schemas';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { useExplorerLink } from '../../../hooks/use-explorer-link';
import type { LabelOf } from '../../../lib/tx/statement';
import { formatTokenAmount, shortAddress } from '../../../utils/format';
import { everyText, remainingRaw, roundsOf } from './recurring-text';
import { useCancelRecurring } from './use-recurring-actions';

const PRICE = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 });

// One formatter: toLocaleString with options builds one per call, a long task over a page of orders' fills.
const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
const when = (iso: string) => WHEN.format(new Date(iso));

type Label = { decimals: number; symbol: string };
const labelIn = (labelOf: LabelOf, mint: string): Label => labelOf(mint) ?? { symbol: shortAddress(mint), decimals: 0 };
const amount = (raw: bigint, t: Label) => `${formatTokenAmount(raw, t.decimals, { maxSignificant: 9 })} ${t.symbol}`;

/** The range from the order's per-round output bounds (the service lists 0 for an open side). */
function rangeText(min: string | null, max: string | null, unit: string): string | null {
  if (min && max) return `Runs only at ${min} to ${max} ${unit}`;
  if (max) return `Runs only at up to ${max} ${unit}`;
  return min ? `Runs only at ${min} ${unit} or more` : null;
}

/** The order's name: what it buys, with what, how often. */
export function recurringTitle(order: TimeRecurring, labelOf: LabelOf): string {
  const input = labelIn(labelOf, order.inputMint);
  const output = labelIn(labelOf, order.outputMint);
  return `Buy ${amount(order.rawInAmountPerCycle, input)} of ${output.symbol} ${everyText(order.cycleFrequency)}`;
}

export const RecurringOrderItem = memo(function RecurringOrderItem({
  order,
  labelOf,
}: {
  order: TimeRecurring;
  labelOf: LabelOf;
}) {
  const { publicKey } = useWallet();
  const explorer = useExplorerLink();
  const cancel = useCancelRecurring();
  const input = labelIn(labelOf, order.inputMint);
  const output = labelIn(labelOf, order.outputMint);
  const { filled, total } = roundsOf(order);
  const active = order.closeTx === null;
  const remaining = remainingRaw(order);
  const title = recurringTitle(order, labelOf);
  const state = active
    ? `${String(filled)} of ${String(total)} orders filled`
    : order.userClosed
      ? `Cancelled after ${String(filled)} of ${String(total)} orders; ${amount(order.rawInWithdrawn, input)} returned`
      : `Completed: ${String(filled)} of ${String(total)} orders filled`;
  const fills = order.trades.filter((t) => t.action === 'Fill');
  // Input per output, as the bounds are set: what each round paid, and all rounds together.
  const priceNumber = (spent: bigint, got: bigint) =>
    got > 0n && input.decimals > 0 && output.decimals > 0
      ? PRICE.format(Number(spent) / 10 ** input.decimals / (Number(got) / 10 ** output.decimals))
      : null;
  const unit = `${input.symbol} per ${output.symbol}`;
  const priceOf = (spent: bigint, got: bigint) => {
    const n = priceNumber(spent, got);
    return n ? `${n} ${unit}` : null;
  };
  const average = priceOf(order.rawInUsed, order.rawOutReceived);
  const range = rangeText(
    priceNumber(order.rawInAmountPerCycle, order.rawMaxOutAmount),
    priceNumber(order.rawInAmountPerCycle, order.rawMinOutAmount),
    unit,
  );

  return (
    <div className="rounded-card border border-line bg-surface-raised p-3">
      <p className="text-sm font-semibold text-ink">{title}</p>
      <p className="text-sm text-ink-muted">
        {state} · received {amount(order.rawOutReceived, output)}
      </p>
      {range ? <p className="text-sm text-ink-muted">{range}</p> : null}
      {average ? <p className="text-sm text-ink-muted">Average price {average}</p> : null}
      {active && order.nextRunAt ? <p className="text-sm text-ink-muted">Next order: {when(order.nextRunAt)}</p> : null}
      {fills.length > 0 ? (
        <ol className="mt-2 flex flex-col gap-1 text-sm" aria-label="Fills">
          {fills.map((t, i) => {
            const href = t.txId ? explorer({ kind: 'tx', signature: t.txId }) : null;
            const price = priceOf(t.rawInputAmount, t.rawOutputAmount);
            return (
              <li key={t.txId ?? `fill-${String(i)}`} className="flex flex-wrap justify-between gap-2">
                <span>
                  Fill {String(i + 1)} · {when(t.confirmedAt)}: {amount(t.rawInputAmount, input)} →{' '}
                  {amount(t.rawOutputAmount, output)}
                  {price ? ` at ${price}` : ''}
                </span>
                {href ? (
                  <a className="text-accent underline" href={href} target="_blank" rel="noreferrer">
                    View fill {String(i + 1)} transaction
                  </a>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {active && publicKey ? (
        <div className="mt-2 flex flex-col gap-1">
          <Button
            variant="secondary"
            disabled={cancel.busy}
            onClick={() =>
              cancel.run({
                user: publicKey.toBase58(),
                orderKey: order.orderKey,
                inputMint: order.inputMint,
                remaining,
                summary: `Cancel recurring order: ${amount(remaining, input)} back`,
                labelOf,
              })
            }
          >
            {cancel.busy ? 'Cancelling…' : `Cancel and get ${amount(remaining, input)} back`}
          </Button>
          <TxProgress state={cancel.state} onRetry={cancel.retry} />
        </div>
      ) : null}
    </div>
  );
});

import { lazy, memo, Suspense, useId, useRef, useState } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { Field } from '../../../components/ui/field';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import { formatCompact, formatNumber, formatTokenAmount } from '../../../utils/format';
import { QUOTE_DECIMALS } from '../utils/launch-params';
import {
  ANTI_SNIPING_START_PERCENT,
  buyAtLaunch,
  DEV_BUY_SLIPPAGE_BPS,
  type DevBuyPlan,
  type LaunchSimulation,
} from '../utils/simulate-launch';

const CurveCharts = lazy(() => import('./curve-charts'));

const num = (n: number, max = 2) => formatNumber(n, { maximumFractionDigits: max });
const price = (n: number) => formatNumber(n, { maximumSignificantDigits: 4 });
const days = (seconds: number) => `${num(seconds / 86_400, 0)} days`;

const tokens = (raw: bigint) => `${formatTokenAmount(raw, 6, { maxSignificant: 30 })} tokens`;

/** The dev buy's rows: what it gets, its share of the supply, the price it leaves, the least it may bring. */
export function devBuyRows(sim: LaunchSimulation, d: DevBuyPlan): [string, string][] {
  const q = sim.quote;
  return [
    [
      `Your dev buy of ${formatTokenAmount(d.quoteIn, QUOTE_DECIMALS[q], { maxSignificant: 30 })} ${q} gets`,
      `${tokens(d.tokens)} (${num(d.sharePercent, 3)} % of supply)`,
    ],
    ['Price after your dev buy', `${price(d.priceAfter)} ${q}`],
    [`At least, with ${String(Number(DEV_BUY_SLIPPAGE_BPS) / 100)} % slippage`, tokens(d.minOut)],
  ];
}

function SummaryTable({
  sim,
  id,
  buy,
  devBuy,
}: {
  sim: LaunchSimulation;
  id: string;
  buy: string;
  devBuy: DevBuyPlan | null;
}) {
  const q = sim.quote;
  const first = buyAtLaunch(sim, buy);
  const rows: [string, string][] = [
    ['Price at launch', `${price(sim.startPrice)} ${q}`],
    ['Price at graduation', `${price(sim.graduationPrice)} ${q}`],
    ['Raise at graduation', `${num(sim.raise)} ${q}`],
    ['Tokens sold on the curve', num(sim.soldOnCurve, 0)],
    ['Tokens for the graduated pool', num(sim.poolTokens, 0)],
    ['Vested for the creator', sim.vesting ? `${num(sim.locked, 0)} tokens` : 'None'],
    [
      'Trading fee',
      sim.fee
        ? `${String(ANTI_SNIPING_START_PERCENT)} % at launch, falling to ${String(sim.feePercent)} % after ${String(sim.fee.x.at(-1) ?? 0)} seconds`
        : `${String(sim.feePercent)} %, half of it to you`,
    ],
  ];
  rows.push([
    `A buy of ${buy.trim() || '…'} ${q} at launch gets`,
    first
      ? `${tokens(first.tokens)} (fee ${formatTokenAmount(first.fee, QUOTE_DECIMALS[q], { maxSignificant: 30 })} ${q})`
      : '—',
  ]);
  if (devBuy) rows.push(...devBuyRows(sim, devBuy));
  if (sim.vesting) {
    const { schedule } = sim.vesting;
    rows.push([
      'Vesting',
      `${schedule.periods > 0 ? `${String(schedule.periods)} unlocks over ${days(schedule.durationSeconds)}` : 'All at once'}${schedule.cliffSeconds > 0 ? `, after a ${days(schedule.cliffSeconds)} cliff` : ''}`,
    ]);
    for (const u of sim.vesting.unlocks) {
      rows.push([`Unlocked ${String(u.day)} days after graduation`, `${num(u.tokens, 0)} tokens`]);
    }
  }
  return (
    <table id={id} className="w-full text-sm">
      <caption className="sr-only">Curve simulation summary</caption>
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k} className="border-b border-line last:border-0">
            <th scope="row" className="py-1 pr-3 text-left font-normal text-ink-muted">
              {k}
            </th>
            <td className="py-1 text-right tabular-nums">{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The curve simulator (product.md "beat all of them" 8): price against supply sold, the raise at graduation, vesting
 * unlocks and the anti-sniping decay, recomputed as the form changes. The charts load as they come near the screen.
 * Memoised: typing in the token's own fields (name, symbol, links) leaves it as it was.
 */
export const CurveSimulator = memo(function CurveSimulator({
  sim,
  problem,
  devBuy = null,
}: {
  sim: LaunchSimulation | null;
  problem: string | null;
  devBuy?: DevBuyPlan | null;
}) {
  const tableId = useId();
  const charts = useRef<HTMLDivElement>(null);
  const chartsNear = useNearViewport(charts);
  const [buy, setBuy] = useState('100');
  // While a typed cap makes no curve, the last curve stays drawn (charts are not torn down on every keystroke).
  const [last, setLast] = useState(sim);
  if (sim && sim !== last) setLast(sim);
  const shown = sim ?? last;
  if (!shown) {
    return (
      <p className="mt-2 text-sm text-ink-muted" role="status">
        {problem ?? 'Enter a start and a graduation market cap to see the curve.'}
      </p>
    );
  }
  return (
    <div className="mt-2 flex flex-col gap-4">
      {sim ? (
        <p className="text-sm">
          Raises about{' '}
          <strong>
            {formatCompact(sim.raise, { maxFractionDigits: 2 })} {sim.quote}
          </strong>{' '}
          before it graduates to a pool.
        </p>
      ) : (
        <p className="text-sm text-warning" role="status">
          {problem ?? 'These caps make no curve.'} Showing the last curve that worked.
        </p>
      )}
      <Field
        label={`Try a buy at launch (${shown.quote})`}
        inputMode="decimal"
        value={buy}
        onChange={(e) => setBuy(e.target.value)}
        hint="What it gets on the fresh curve, at the trading fee; the table shows it."
      />
      <SummaryTable sim={shown} id={tableId} buy={buy} devBuy={sim ? devBuy : null} />
      <div ref={charts}>
        <ErrorBoundary name="Curve charts">
          <Suspense fallback={<p className="text-sm text-ink-muted">Loading the charts…</p>}>
            {chartsNear ? (
              <CurveCharts sim={shown} tableId={tableId} />
            ) : (
              <p className="text-sm text-ink-muted">The charts load as you scroll to them.</p>
            )}
          </Suspense>
        </ErrorBoundary>
      </div>
    </div>
  );
});

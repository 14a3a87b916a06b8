import { useState } from 'react';
import type { OrderResponse } from '../../../api/swap/schemas-v2';
import { formatNumber, formatUsd } from '../../../utils/format';
import { cn } from '../../../utils/cn';
import {
  allInUsd,
  amountText,
  costLines,
  impactOf,
  impactTier,
  payerText,
  percentText,
  rateText,
  ROUTER_NAMES,
  routeView,
  type SideToken,
} from '../utils/quote-view';
import { PairPrices } from './pair-prices';
import { QuoteClock } from './quote-clock';
import { KNOWN_TOKENS } from '../../../config/tokens';

const KNOWN_SYMBOLS = new Map<string, string>(Object.values(KNOWN_TOKENS).map((t) => [t.mint, t.symbol]));

export interface QuoteDetailsProps {
  order: OrderResponse;
  from: SideToken;
  to: SideToken;
  solUsd: number | null;
  receivedAt: number;
  refreshMs: number;
  updating: boolean;
  onRefresh?: () => void;
}

const tierStyle = {
  low: 'text-ink',
  warn: 'text-warning',
  confirm: 'text-danger',
  typed: 'text-danger',
  refuse: 'text-danger',
} as const;
const tierWord = { low: '', warn: ' — high', confirm: ' — very high', typed: ' — very high', refuse: ' — too high' };

/** Everything a user should know before signing, in the order they ask: rate, minimum, impact, route, cost. */
export function QuoteDetails({
  order,
  from,
  to,
  solUsd,
  receivedAt,
  refreshMs,
  updating,
  onRefresh,
}: QuoteDetailsProps) {
  const symbolOf = (mint: string) =>
    mint === from.mint
      ? from.symbol
      : mint === to.mint
        ? to.symbol
        : (KNOWN_SYMBOLS.get(mint) ?? `${mint.slice(0, 4)}…`);
  const [inverted, setInverted] = useState(false);
  const impact = impactOf(order);
  const tier = impactTier(impact);
  const route = routeView(order);
  const lines = costLines(order, [from, to], solUsd);
  const allIn = allInUsd(lines);
  return (
    <section aria-label="Quote details" aria-busy={updating} className="mt-3 flex flex-col gap-2 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span aria-live="polite">{rateText(order, from, to, inverted)}</span>
        <button
          type="button"
          className="rounded-control px-2 py-1 text-xs text-ink-muted hover:bg-surface-raised hover:text-ink"
          onClick={() => setInverted((v) => !v)}
          aria-label="Invert the rate"
          aria-pressed={inverted}
        >
          ⇄
        </button>
      </div>
      <QuoteClock
        receivedAt={receivedAt}
        refreshMs={refreshMs}
        expireAt={order.expireAt}
        updating={updating}
        onRefresh={onRefresh}
      />
      <PairPrices tokens={[from, to]} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-muted">Minimum received</dt>
        <dd className="text-right">
          {amountText(order.otherAmountThreshold, to)}{' '}
          <span className="text-ink-muted">(slippage {percentText(order.slippageBps / 10_000)})</span>
        </dd>
        <dt className="text-ink-muted">Price impact</dt>
        <dd className={cn('text-right', tierStyle[tier])}>
          {percentText(impact)}
          {impact === null ? '' : tierWord[tier]}
        </dd>
        <dt className="text-ink-muted">Route</dt>
        <dd className="text-right">
          {ROUTER_NAMES[route.router] ?? route.router}
          {route.steps.length > 0 ? (
            <ol aria-label="Route steps" className="text-xs text-ink-muted">
              {route.steps.map((s, i) => (
                <li key={`${s.label}-${String(i)}`}>
                  {s.percent !== null ? `${String(Math.round(s.percent))} % ` : ''}
                  {symbolOf(s.inputMint)} → {symbolOf(s.outputMint)} on {s.label}
                </li>
              ))}
              {route.moreSteps > 0 ? <li>{`and ${formatNumber(route.moreSteps)} more steps`}</li> : null}
            </ol>
          ) : null}
          {route.splits > 1 ? <span className="sr-only">{`Split across ${String(route.splits)} paths`}</span> : null}
        </dd>
      </dl>
      <details className="rounded-control border border-line p-2">
        <summary className="cursor-pointer">
          All-in cost: {allIn === null ? 'see breakdown' : formatUsd(allIn)}
          {order.gasless ? (
            <span className="ml-2 rounded-full bg-success/15 px-2 py-0.5 text-xs text-success">Gasless</span>
          ) : null}
        </summary>
        <ul aria-label="Fees" className="mt-2 flex flex-col gap-1">
          {lines.map((l) => (
            <li key={l.key} className="flex justify-between gap-2">
              <span className="text-ink-muted">{l.label}</span>
              <span className="text-right">
                {l.amount}
                {l.usd !== null ? ` · ${formatUsd(l.usd)}` : ''} · {payerText(l.payer)}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

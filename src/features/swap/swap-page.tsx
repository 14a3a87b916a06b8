import { Suspense } from 'react';
import { NARROW_PAGE, PageHeader } from '../../components/page/page-header';
import { PageRequirements } from '../../components/page/page-requirements';
import { TokenAmountInput } from '../../components/token/token-amount-input';
import { TxProgress } from '../../components/tx/tx-progress';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { KNOWN_TOKENS } from '../../config/tokens';
import { seedTokenInfo } from '../../lib/token-info';
import { toDecimalString } from '../../utils/amount';
import {
  ImpactConfirm,
  PairRisk,
  SwapDoctor,
  QuoteDetails,
  SwapFixActions,
  SwapSuccess,
} from './components/lazy-parts';
import { SwapOptionsPanel } from './components/swap-options-panel';
import { useSwapForm } from './hooks/use-swap-form';
import { QUOTE_REFRESH_MS } from './hooks/use-swap-quote';
import { impactTier } from './utils/impact';

const SWAP_STAGES = { crafting: 'Getting a fresh quote before you sign…', sending: 'Sending the swap…' };

export function SwapPage() {
  const form = useSwapForm();
  const { taker, openDialog, quote, order, solUsd, slippageText, run, busy, action, onAction, done } = form;
  const { from, to, flip, setFrom, setTo, resolving, notice, risky } = form.pair;
  const { raw } = form.amount;
  const impact = form.impact.value;
  const tier = impactTier(impact);

  return (
    <div className={NARROW_PAGE}>
      <PageHeader route="swap">
        <PageRequirements walletFor="to swap" />
      </PageHeader>
      <Card aria-labelledby="swap-card-title">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id="swap-card-title" className="font-semibold">
            {from.symbol} → {to.symbol}
          </h2>
          <button
            type="button"
            className="rounded-control px-2 py-1 text-xs text-ink-muted hover:bg-surface-raised hover:text-ink"
            onClick={() => openDialog('settings')}
            aria-haspopup="dialog"
            title="Change slippage"
          >
            Slippage: {slippageText}
          </button>
        </div>
        {run.status === 'done' ? (
          <Suspense fallback={<p role="status">Swap complete.</p>}>
            <SwapSuccess receipt={run.result} onDone={done} />
          </Suspense>
        ) : (
          <form
            className="flex flex-col gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              onAction();
            }}
          >
            {notice ? <Notice title="The link's pair was changed">{notice}</Notice> : null}
            {form.amount.notice ? <Notice title="The link's amount was left out">{form.amount.notice}</Notice> : null}
            <TokenAmountInput
              label="You pay"
              token={from}
              value={form.amount.text}
              onChange={form.amount.set}
              onTokenChange={setFrom}
              otherMint={to.mint}
              pickerTitle="Pay with"
              disabled={resolving || busy}
            />
            <div className="-my-1 flex justify-center">
              <Button
                variant="secondary"
                size="sm"
                onClick={flip}
                disabled={busy}
                aria-label={`Switch: pay with ${to.symbol}, receive ${from.symbol}`}
              >
                ⇅
              </Button>
            </div>
            <TokenAmountInput
              label="You receive"
              token={to}
              value={order && raw !== null ? toDecimalString(order.outAmount, to.decimals) : ''}
              onTokenChange={setTo}
              otherMint={from.mint}
              pickerTitle="Receive"
              readOnly
            />
            {risky.length > 0 ? (
              <Suspense fallback={null}>
                <PairRisk tokens={risky} />
              </Suspense>
            ) : null}
            {order && raw !== null ? (
              <Suspense
                fallback={
                  <p role="status" className="text-sm text-ink-muted">
                    Loading the route and fees…
                  </p>
                }
              >
                <QuoteDetails
                  order={order}
                  from={from}
                  to={to}
                  solUsd={solUsd}
                  receivedAt={quote.receivedAt}
                  refreshMs={QUOTE_REFRESH_MS}
                  updating={quote.updating}
                  onRefresh={() => void quote.refetch()}
                />
              </Suspense>
            ) : null}
            {order && (tier === 'confirm' || tier === 'typed') ? (
              <Suspense fallback={null}>
                <ImpactConfirm
                  tier={tier}
                  impact={impact}
                  checked={form.impact.confirmed}
                  onChange={form.impact.confirm}
                />
              </Suspense>
            ) : null}
            {action.kind === 'blocked' && action.detail ? (
              <p className="text-sm text-ink-muted" id="swap-action-detail">
                {action.detail}
              </p>
            ) : null}
            {taker && action.kind === 'blocked' && action.fix === 'top-up-sol' ? (
              <Suspense fallback={null}>
                <SwapFixActions taker={taker} from={from} onSwapToSol={() => setTo(seedTokenInfo(KNOWN_TOKENS.SOL))} />
              </Suspense>
            ) : null}
            <Button
              type="submit"
              size="lg"
              className="mt-3"
              disabled={action.kind === 'blocked' || action.kind === 'confirm-impact'}
              aria-describedby={action.kind === 'blocked' && action.detail ? 'swap-action-detail' : undefined}
            >
              {action.label}
            </Button>
            <TxProgress state={run} stages={SWAP_STAGES} onRetry={form.retry} />
            {run.status === 'error' && form.sent ? (
              <Suspense fallback={null}>
                <SwapDoctor
                  failure={run.failure}
                  sent={form.sent}
                  requote={quote.refetch}
                  onRetryWith={form.retryWith}
                  onRetry={form.retry}
                />
              </Suspense>
            ) : null}
            <label className="mt-2 flex items-center gap-2 text-sm text-ink-muted">
              <input
                type="checkbox"
                checked={form.advanced.on}
                onChange={(e) => form.advanced.set(e.target.checked)}
                disabled={busy}
              />
              Advanced: build the transaction in the app and send it myself
            </label>
            <SwapOptionsPanel taker={taker} />
          </form>
        )}
      </Card>
    </div>
  );
}

import { useWallet } from '@solana/wallet-adapter-react';
import { Suspense, useEffect, useState } from 'react';
import { explainError } from '../../api/explain-error';
import { PageHeader } from '../../components/page/page-header';
import { PageRequirements } from '../../components/page/page-requirements';
import { TokenAmountInput } from '../../components/token/token-amount-input';
import { TxProgress } from '../../components/tx/tx-progress';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { KNOWN_TOKENS } from '../../config/tokens';
import { priceOf, usePrices } from '../../hooks/use-prices';
import { useMintDecimalsCheck } from '../../hooks/use-mint-decimals-check';
import { useTokenBalance } from '../../hooks/use-token-balance';
import { seedTokenInfo } from '../../lib/token-info';
import { useSetting } from '../../stores/settings-store';
import { useUiStore } from '../../stores/ui-store';
import { bpsToPercentString } from '../../utils/bps';
import { parseAmountInput, toDecimalString } from '../../utils/amount';
import { SwapFixActions } from './components/swap-fix-actions';
import { ImpactConfirm } from './components/impact-confirm';
import { prefetchSwapParts, QuoteDetails, SwapOptionsPanel, SwapSuccess } from './components/lazy-parts';
import { useAdvancedSwap } from './hooks/use-advanced-swap';
import { useSwapAmount } from './hooks/use-swap-amount';
import { useSwapExecution } from './hooks/use-swap-execution';
import { useSwapOptions } from './hooks/use-swap-options';
import { useSwapPair } from './hooks/use-swap-pair';
import { QUOTE_REFRESH_MS, useSwapQuote } from './hooks/use-swap-quote';
import { impactOf, impactTier, SOL_MINT } from './utils/quote-view';
import { receiverProblem } from './utils/receiver';
import { impactConfirmationCovers, swapAction, type ImpactConfirmation } from './utils/swap-action';

const SWAP_STAGES = { crafting: 'Getting a fresh quote before you sign…', sending: 'Sending the swap…' };

export function SwapPage() {
  const { connected, publicKey } = useWallet();
  const taker = publicKey?.toBase58() ?? null;
  const openDialog = useUiStore((s) => s.dialogOpened);
  const { from, to, flip, setFrom, setTo, resolving, notice } = useSwapPair();
  const [amount, setAmount, amountNotice] = useSwapAmount();
  const [advanced, setAdvanced] = useState(false);
  // A confirmation belongs to one trade (pair and amount) and the impact it was given for: change either, or a
  // refreshed quote with a steeper impact, and it is asked for again.
  const [confirmation, setConfirmation] = useState<ImpactConfirmation | null>(null);
  const options = useSwapOptions();
  useEffect(prefetchSwapParts, []);
  const parsed = parseAmountInput(amount, from.decimals);
  const raw = parsed.ok ? parsed.raw : null;
  const trade = `${from.mint}>${to.mint}:${String(raw)}`;
  const balance = useTokenBalance(from.mint);
  const solUsd = priceOf(usePrices([SOL_MINT]).data, SOL_MINT);
  const slippage = useSetting('slippage');
  const slippageText = slippage.mode === 'auto' ? 'Auto' : `${bpsToPercentString(slippage.bps)} %`;

  const receiverError = receiverProblem(options.receiver, taker);
  const receiver = receiverError ? undefined : options.receiver || undefined;
  const decimals = useMintDecimalsCheck([from, to]);
  const quote = useSwapQuote({
    inputMint: from.mint,
    outputMint: to.mint,
    amount: resolving ? null : raw,
    taker,
    receiver,
    excludeRouters: options.excludeRouters,
    excludeDexes: options.excludeDexes,
  });
  const managed = useSwapExecution();
  const custom = useAdvancedSwap();
  const path = advanced ? custom : managed;
  const run = path.state;
  const busy = managed.busy || custom.busy;
  const order = quote.order;
  const impact = order ? impactOf(order) : null;
  const impactConfirmed = impactConfirmationCovers(confirmation, trade, impact);

  const action = swapAction({
    connected,
    amount: raw,
    amountProblem: parsed.ok || parsed.reason === 'empty' ? null : parsed.message,
    fromSymbol: from.symbol,
    balance: balance.status === 'ready' ? balance.amount : null,
    order,
    quoteError: quote.error ? explainError(quote.error).title : null,
    updating: quote.updating,
    stale: quote.stale,
    receiverProblem: receiverError,
    decimalsProblem: decimals.problem,
    impactConfirmed,
    busy,
  });

  const onAction = () => {
    if (action.kind === 'connect') {
      openDialog('wallet');
      return;
    }
    // The order signed is the one for exactly what is on screen (swapAction already refuses a stale one).
    if (action.kind !== 'swap' || !order || !taker || raw === null || order.inAmount !== raw) return;
    if (advanced) {
      custom.run({
        inputMint: from.mint,
        outputMint: to.mint,
        amount: raw,
        taker,
        from,
        to,
        excludeDexes: options.excludeDexes,
        shown: order,
        impactConfirmed,
      });
    } else {
      managed.run({ order, receivedAt: quote.receivedAt, requote: () => quote.refetch(), from, to, taker, receiver });
    }
  };
  const done = () => {
    managed.reset();
    custom.reset();
    setConfirmation(null);
    setAmount('');
  };

  return (
    <div className="mx-auto max-w-form">
      <PageHeader title="Swap" description="Best price across every router, with every fee shown before you sign.">
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
            {amountNotice ? <Notice title="The link's amount was left out">{amountNotice}</Notice> : null}
            <TokenAmountInput
              label="You pay"
              token={from}
              value={amount}
              onChange={setAmount}
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
            {order && raw !== null ? (
              <Suspense fallback={null}>
                <QuoteDetails
                  order={order}
                  from={from}
                  to={to}
                  solUsd={solUsd}
                  receivedAt={quote.receivedAt}
                  refreshMs={QUOTE_REFRESH_MS}
                  updating={quote.updating}
                />
              </Suspense>
            ) : null}
            {order && impactTier(impact) === 'confirm' ? (
              <ImpactConfirm
                checked={impactConfirmed}
                unknown={impact === null}
                onChange={(yes) => setConfirmation(yes ? { trade, impact } : null)}
              />
            ) : null}
            {action.kind === 'blocked' && action.detail ? (
              <p className="text-sm text-ink-muted" id="swap-action-detail">
                {action.detail}
              </p>
            ) : null}
            {taker && action.kind === 'blocked' && action.fix === 'top-up-sol' ? (
              <SwapFixActions taker={taker} from={from} onSwapToSol={() => setTo(seedTokenInfo(KNOWN_TOKENS.SOL))} />
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
            <TxProgress state={run} stages={SWAP_STAGES} onRetry={path.retry} />
            <label className="mt-2 flex items-center gap-2 text-sm text-ink-muted">
              <input
                type="checkbox"
                checked={advanced}
                onChange={(e) => setAdvanced(e.target.checked)}
                disabled={busy}
              />
              Advanced: build the transaction in the app and send it myself
            </label>
            <Suspense fallback={null}>
              <SwapOptionsPanel taker={taker} />
            </Suspense>
          </form>
        )}
      </Card>
    </div>
  );
}

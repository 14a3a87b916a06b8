import { TermRow } from '../../../components/ui/term-row';
import type { Market } from '../../../api/prediction/schemas';
import { AmountField } from '../../../components/token/amount-field';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { WalletAction } from '../../../components/wallet/wallet-action';
import { toDecimalString } from '../../../utils/amount';
import { formatTokenAmount } from '../../../utils/format';
import { useBet } from '../hooks/use-prediction-writes';
import { useTicketForm } from '../hooks/use-ticket-form';
import { cents, chance, contractsText, marketTitle, usd } from '../utils/event-view';
import { DEPOSIT_TOKENS } from '../utils/deposit';
import { sideMint } from '../utils/bindings';
import { PREDICTION_FEES_MAX } from '../utils/statements';
import { QUICK_AMOUNTS } from '../utils/ticket';
import { OrderStatusLine } from './order-status';
import { useTradingPaused } from './trading-paused';

/** Ticket (feature-anchors §6): 5 USD minimum refused before any request; every number from the live book. */
export function TradeTicket({
  market,
  side,
  onSide,
}: {
  market: Market;
  side: 'yes' | 'no';
  onSide: (side: 'yes' | 'no') => void;
}) {
  const open = market.status !== 'closed' && !market.result && market.tradable !== false;
  const form = useTicketForm(open ? market.marketId : undefined, side);
  const { text, setText, token, balance, quote } = form;
  const bet = useBet();
  const sideLabel = side === 'yes' ? 'Yes' : 'No';
  const busy = bet.busy;
  const paused = useTradingPaused();

  if (!open) {
    return (
      <Card aria-labelledby="ticket-title">
        <CardTitle id="ticket-title">Trade</CardTitle>
        <p className="mt-2 text-sm text-ink-muted">
          {paused
            ? 'Trading is paused on the exchange: bets wait until it resumes.'
            : 'This market is not taking orders.'}
        </p>
      </Card>
    );
  }

  return (
    <Card aria-labelledby="ticket-title">
      <CardTitle id="ticket-title">Trade {marketTitle(market)}</CardTitle>
      <form
        className="mt-3 flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (form.bet && !paused)
            bet.run({
              marketId: market.marketId,
              marketTitle: marketTitle(market),
              side,
              quote: form.bet,
              depositMint: token.mint,
              contractsMint: sideMint(market, side),
            });
        }}
      >
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="mb-1 text-sm font-medium">Outcome</legend>
          {(['yes', 'no'] as const).map((s) => (
            <label
              key={s}
              className={`flex cursor-pointer items-center justify-center gap-2 rounded-control border px-3 py-2 text-sm font-semibold has-checked:border-accent ${s === 'yes' ? 'text-success' : 'text-danger'} border-line`}
            >
              <input
                type="radio"
                name="ticket-side"
                className="accent-accent"
                checked={side === s}
                onChange={() => onSide(s)}
              />
              {s === 'yes' ? 'Yes' : 'No'}{' '}
              {cents(s === 'yes' ? market.pricing?.buyYesPriceUsd : market.pricing?.buyNoPriceUsd)}
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-1 text-sm font-medium">Pay with</legend>
          {DEPOSIT_TOKENS.map((t) => (
            <label
              key={t.mint}
              className="flex cursor-pointer items-center gap-2 rounded-control border border-line px-3 py-1.5 text-sm font-medium has-checked:border-accent"
            >
              <input
                type="radio"
                name="ticket-deposit"
                className="accent-accent"
                checked={token.mint === t.mint}
                onChange={() => {
                  form.setToken(t);
                  bet.reset();
                }}
              />
              {t.symbol}
            </label>
          ))}
        </fieldset>
        <AmountField
          label="Amount (USD)"
          value={text}
          onChange={(t) => {
            setText(t);
            bet.reset();
          }}
          decimals={token.decimals}
          tokenSymbol={token.symbol}
          labelAside={
            balance.status === 'ready' ? (
              <span className="text-xs text-ink-muted">
                Balance {formatTokenAmount(balance.amount, token.decimals)} {token.symbol}
              </span>
            ) : null
          }
          footer={form.problem ? <span className="text-danger">{form.problem}</span> : 'Minimum $5.'}
        />
        <div className="flex flex-wrap gap-2" role="group" aria-label="Quick amounts">
          {QUICK_AMOUNTS.map((a) => (
            <Button
              key={String(a)}
              size="sm"
              variant="secondary"
              onClick={() => {
                setText(toDecimalString(a, token.decimals));
                bet.reset();
              }}
            >
              ${toDecimalString(a, token.decimals)}
            </Button>
          ))}
          {balance.status === 'ready' && balance.amount > 0n ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setText(toDecimalString(balance.amount, token.decimals))}
            >
              Max
            </Button>
          ) : null}
        </div>
        {quote ? (
          <dl aria-label="Your bet" className="flex flex-col gap-1 rounded-control bg-surface-sunken p-3 text-sm">
            <TermRow term="Estimated contracts">
              {contractsText(quote.contractsMicro)} (at least {contractsText(quote.minContractsMicro)})
            </TermRow>
            <TermRow term="Average price">
              {cents(quote.avgPrice)} · best {cents(quote.bestPrice)}, slippage{' '}
              {(Number(quote.slippageBps) / 100).toFixed(2)}%
            </TermRow>
            <TermRow term="Price limit">{cents(quote.limitPrice)}</TermRow>
            <TermRow term="Fees">
              {usd(quote.fee)} + network up to {toDecimalString(PREDICTION_FEES_MAX, 9)} SOL
            </TermRow>
            <TermRow term="Payout if right">
              {usd(quote.payout)} in {token.symbol}
            </TermRow>
            <TermRow term="Profit if right">{usd(quote.profit)}</TermRow>
            <TermRow term="Break-even probability">{chance(quote.breakEven)}</TermRow>
          </dl>
        ) : null}
        <WalletAction>
          <Button size="lg" type="submit" disabled={!form.bet || busy || paused}>
            {busy ? 'Placing your bet…' : paused ? 'Trading is paused' : `Buy ${sideLabel}`}
          </Button>
        </WalletAction>
        <TxProgress state={bet.state} onRetry={bet.retry} />
        {bet.state.status === 'done' ? (
          <Notice tone="success" title="Bet placed">
            {bet.state.result.text}
            {bet.state.result.orderPubkey ? <OrderStatusLine orderPubkey={bet.state.result.orderPubkey} /> : null}
          </Notice>
        ) : null}
      </form>
    </Card>
  );
}

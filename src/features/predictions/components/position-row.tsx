import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_SLIPPAGE_BPS } from '../../../api/prediction/book';
import { predictionQueries } from '../../../api/prediction/queries';
import { useApiClient } from '../../../hooks/use-api-client';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import type { Position } from '../../../api/prediction/schemas';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { parseForm } from '../../../hooks/form/parse-form';
import { useForm } from '../../../hooks/form/use-form';
import { toDecimalString } from '../../../utils/amount';
import { usePayoutMint } from '../hooks/use-payout-mint';
import { useClaim, useSell } from '../hooks/use-prediction-writes';
import { depositTokenOf } from '../utils/deposit';
import { USDC } from '../utils/statements';
import { cents, contractsText, usd } from '../utils/event-view';
import { pnlAfterFees, positionContractsMicro, positionState } from '../utils/position-view';
import { quoteSell, sellSchema } from '../utils/ticket';

const STATE_TEXT = { open: 'Open', claimable: 'Won, claim it', claimed: 'Claimed', lost: 'Lost', settled: 'Settled' };

function SellForm({
  position,
  title,
  payoutMint,
  onDone,
}: {
  position: Position;
  title: string;
  payoutMint: string | null;
  onDone: () => void;
}) {
  const held = positionContractsMicro(position);
  const { values, set } = useForm({ text: '', moved: false });
  const { text, moved } = values;
  const setText = (t: string) => set('text', t);
  const sell = useSell();
  const { parsed, errors } = parseForm(sellSchema(held), values);
  const amount = parsed?.text ?? null;
  const error = errors.text;
  const side = position.isYes ? 'yes' : 'no';
  const book = useQuery(predictionQueries.orderbook(useApiClient(), position.marketId));
  const quote = amount === null || error || !book.data ? null : quoteSell(book.data, side, amount);
  const symbol = payoutMint ? (depositTokenOf(payoutMint)?.symbol ?? USDC.symbol) : '';
  return (
    <form
      className="mt-2 flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (amount === null || error || payoutMint === null || !quote) return;
        // The bids may have moved since the form read them: a lower floor is shown for review, never signed as is.
        void book.refetch().then(({ data }) => {
          const fresh = data ? quoteSell(data, side, amount) : null;
          set('moved', !fresh || fresh.floor < quote.floor);
          if (!fresh || fresh.floor < quote.floor) return;
          sell.run({
            positionPubkey: position.pubkey,
            marketTitle: title,
            side,
            heldMicro: held,
            contractsMicro: amount === held ? null : amount,
            payoutMint,
            floor: quote.floor,
            minProceeds: quote.minProceeds,
          });
        });
      }}
    >
      <Field
        label="Contracts to sell"
        value={text}
        inputMode="decimal"
        onChange={(e) => setText(e.target.value)}
        error={error}
        trailing={
          <>
            <Button size="sm" variant="secondary" onClick={() => setText(contractsText(held / 2n))}>
              Half
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setText(toDecimalString(held, 6))}>
              All
            </Button>
          </>
        }
      />
      {amount !== null && !error && !book.isPending ? (
        <p className={`text-sm ${quote ? '' : 'text-danger'}`}>
          {quote
            ? `About ${cents(quote.avgPrice)} a contract, at least ${cents(quote.floor)} (${Number(DEFAULT_SLIPPAGE_BPS) / 100}% slippage): you receive at least ${usd(quote.minProceeds)} ${symbol}.`
            : `Nobody is buying that many ${side.toUpperCase()} contracts right now.`}
        </p>
      ) : null}
      {moved ? (
        <p role="alert" className="text-sm text-danger">
          The bids moved: review the new floor and sell again.
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={!quote || sell.busy || payoutMint === null}>
          Sell at the book
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <TxProgress state={sell.state} onRetry={sell.retry} />
      {sell.state.status === 'done' ? <p role="status">{sell.state.result.text}</p> : null}
    </form>
  );
}

function Claim({
  position,
  title,
  payout,
  payoutMint,
  payoutSymbol,
  disabled,
}: {
  position: Position;
  title: string;
  payout: bigint;
  payoutMint: string;
  payoutSymbol: string;
  disabled: boolean;
}) {
  const claim = useClaim();
  return (
    <div className="mt-2">
      <Button
        size="sm"
        disabled={claim.busy || disabled}
        onClick={() =>
          claim.run({
            positionPubkey: position.pubkey,
            marketTitle: title,
            side: position.isYes ? 'yes' : 'no',
            heldMicro: positionContractsMicro(position),
            payoutMint,
            payout,
          })
        }
      >
        Claim {usd(payout)} in {payoutSymbol}
      </Button>
      <TxProgress state={claim.state} onRetry={claim.retry} />
      {claim.state.status === 'done' ? <p role="status">{claim.state.result.text}</p> : null}
    </div>
  );
}

/**
 * `paused`: the exchange paused trading, so nothing is sold or claimed until it resumes. `owner`: the wallet, when the
 * list knows it (reading it from the wallet again in each of hundreds of rows is a base58 encoding each).
 */
export function PositionRow({
  position,
  paused = false,
  owner,
}: {
  position: Position;
  paused?: boolean;
  owner?: string;
}) {
  const [selling, setSelling] = useState(false);
  const walletKey = useWallet().publicKey;
  const wallet = owner ?? walletKey?.toBase58();
  const payout = usePayoutMint(position.pubkey, wallet, position.updatedAt);
  const payoutMint = payout.data ?? USDC.mint;
  const payoutKnown = !(payout.isPending && wallet);
  const payoutSymbol = payoutKnown ? (depositTokenOf(payoutMint)?.symbol ?? USDC.symbol) : '…';
  const state = positionState(position);
  const title = position.marketMetadata?.title ?? position.eventMetadata?.title ?? position.marketId;
  const side = position.isYes ? 'YES' : 'NO';
  const pnl = pnlAfterFees(position);
  const claimPayout = positionContractsMicro(position);
  const label = `${side} · ${title}`;
  return (
    <li aria-label={label} className="rounded-control border border-line p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          <span className={position.isYes ? 'text-success' : 'text-danger'}>{side}</span> {title}
        </p>
        <span className="text-sm text-ink-muted">{STATE_TEXT[state]}</span>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm tabular-nums sm:grid-cols-5">
        <div>
          <dt className="text-ink-muted">Contracts</dt>
          <dd>{contractsText(positionContractsMicro(position))}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Average · mark</dt>
          <dd>
            {cents(position.avgPriceUsd)} · {cents(position.markPriceUsd)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Value</dt>
          <dd>{usd(position.valueUsd)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Pays out in</dt>
          <dd>{payoutSymbol}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">P&amp;L after fees</dt>
          <dd className={pnl !== null && pnl < 0n ? 'text-danger' : 'text-success'}>
            {pnl === null ? '—' : `${pnl > 0n ? '+' : ''}${usd(pnl)}`}
            {position.pnlUsdAfterFeesPercent != null ? ` (${position.pnlUsdAfterFeesPercent.toFixed(1)}%)` : ''}
          </dd>
        </div>
      </dl>
      {state === 'open' && !selling ? (
        <Button size="sm" variant="secondary" className="mt-2" disabled={paused} onClick={() => setSelling(true)}>
          Sell {label}
        </Button>
      ) : null}
      {state === 'open' && selling ? (
        <SellForm
          position={position}
          title={title}
          payoutMint={payoutKnown ? payoutMint : null}
          onDone={() => setSelling(false)}
        />
      ) : null}
      {state === 'claimable' ? (
        <Claim
          position={position}
          title={title}
          payout={claimPayout}
          payoutMint={payoutMint}
          payoutSymbol={payoutSymbol}
          disabled={!payoutKnown || paused}
        />
      ) : null}
      {state === 'lost' ? <p className="mt-2 text-sm text-ink-muted">This side lost: nothing to claim.</p> : null}
    </li>
  );
}

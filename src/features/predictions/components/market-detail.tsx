import { useQuery } from '@tanstack/react-query';
import { predictionQueries } from '../../../api/prediction/queries';
import type { Market } from '../../../api/prediction/schemas';
import { CardTitle, Card } from '../../../components/ui/card';
import { useApiClient } from '../../../hooks/use-api-client';
import { cents, usd } from '../utils/event-view';
import { OrderBook } from './order-book';
import { PriceChart, tradePoint } from './price-chart';

const TRADES_SHOWN = 12;

/** Rules, depth, price history and recent trades of one market; the book is hidden once it is resolved. */
export function MarketDetail({ market, side }: { market: Market; side: 'yes' | 'no' }) {
  const client = useApiClient();
  const resolved = market.result === 'yes' || market.result === 'no' || market.status === 'closed';
  const book = useQuery({ ...predictionQueries.orderbook(client, resolved ? undefined : market.marketId) });
  const trades = useQuery(predictionQueries.trades(client, { marketId: market.marketId }));
  const history = useQuery(predictionQueries.priceHistory(client, market.marketId));
  const mine = (trades.data?.data ?? []).filter((t) => t.marketId === market.marketId);
  const points = history.data
    ? history.data.history.map((h) => ({ t: h.timestamp, yes: h.priceUsd }))
    : mine.map(tradePoint);
  return (
    <div className="flex flex-col gap-4">
      <Card aria-labelledby="pm-history">
        <CardTitle id="pm-history">Price history</CardTitle>
        <div className="mt-2">
          <PriceChart points={points} />
        </div>
      </Card>
      {resolved ? (
        <Card aria-labelledby="pm-result">
          <CardTitle id="pm-result">Resolved</CardTitle>
          <p className="mt-2 text-sm">
            {market.result ? `This market resolved ${market.result.toUpperCase()}.` : 'This market is closed.'} Its
            order book is closed.
          </p>
        </Card>
      ) : (
        <Card aria-labelledby="pm-book">
          <CardTitle id="pm-book">Order book</CardTitle>
          <div className="mt-2">
            {book.data === undefined ? (
              <p className="text-sm text-ink-muted">
                {book.isError ? 'The order book could not be loaded.' : 'Loading the order book…'}
              </p>
            ) : book.data === null ? (
              <p className="text-sm text-ink-muted">This market has no order book.</p>
            ) : (
              <OrderBook book={book.data} side={side} />
            )}
          </div>
        </Card>
      )}
      <Card aria-labelledby="pm-trades">
        <CardTitle id="pm-trades">Recent trades</CardTitle>
        {mine.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No trades yet.</p>
        ) : (
          <ul aria-label="Recent trades" className="mt-2 flex flex-col gap-1 text-sm tabular-nums">
            {mine.slice(0, TRADES_SHOWN).map((t) => (
              <li key={String(t.id)} className="flex justify-between gap-2">
                <span className={t.action === 'buy' ? 'text-success' : 'text-danger'}>
                  {t.action === 'buy' ? 'Bought' : 'Sold'} {t.side.toUpperCase()}
                </span>
                <span>{usd(t.amountUsd)}</span>
                <span>at {cents(t.priceUsd)}</span>
                <time dateTime={new Date(t.timestamp * 1000).toISOString()} className="text-ink-muted">
                  {new Date(t.timestamp * 1000).toLocaleTimeString()}
                </time>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card aria-labelledby="pm-rules">
        <CardTitle id="pm-rules">Rules</CardTitle>
        <div className="mt-2 flex flex-col gap-2 text-sm">
          <p>{market.rulesPrimary ?? 'The provider has not published rules for this market.'}</p>
          {market.rulesSecondary ? <p className="text-ink-muted">{market.rulesSecondary}</p> : null}
          <p className="text-ink-muted">
            Closes {new Date(market.closeTime * 1000).toLocaleString()}. Each contract pays $1 if it is right.
          </p>
        </div>
      </Card>
    </div>
  );
}

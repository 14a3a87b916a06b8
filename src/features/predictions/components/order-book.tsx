import { takerLevels, type BookLevel } from '../../../api/prediction/book';
import type { Orderbook } from '../../../api/prediction/schemas';
import { cents, contractsText } from '../utils/event-view';

const DEPTH = 6;

function Side({ caption, levels, tone }: { caption: string; levels: BookLevel[]; tone: 'ask' | 'bid' }) {
  const shown = levels.slice(0, DEPTH);
  const total = shown.reduce((a, l) => a + l.size, 0n);
  let running = 0n;
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="mb-1 text-left text-xs font-medium text-ink-muted">{caption}</caption>
      <thead>
        <tr className="text-xs text-ink-muted">
          <th scope="col" className="text-left font-normal">
            Price
          </th>
          <th scope="col" className="text-right font-normal">
            Contracts
          </th>
          <th scope="col" className="text-right font-normal">
            Depth
          </th>
        </tr>
      </thead>
      <tbody>
        {shown.length === 0 ? (
          <tr>
            <td colSpan={3} className="py-1 text-ink-muted">
              None
            </td>
          </tr>
        ) : (
          shown.map((l) => {
            running += l.size;
            const pct = total > 0n ? Number((running * 100n) / total) : 0;
            return (
              <tr key={String(l.price)} className="relative">
                <td className={tone === 'ask' ? 'text-danger' : 'text-success'}>{cents(l.price)}</td>
                <td className="text-right">{contractsText(l.size)}</td>
                <td className="w-24 text-right">
                  <span
                    aria-hidden="true"
                    className={`inline-block h-2 rounded-sm ${tone === 'ask' ? 'bg-danger/50' : 'bg-success/50'}`}
                    style={{ width: `${String(pct)}%` }}
                  />
                  <span className="sr-only">{contractsText(running)} contracts in total</span>
                </td>
              </tr>
            );
          })
        )}
      </tbody>
    </table>
  );
}

export function OrderBook({ book, side }: { book: Orderbook; side: 'yes' | 'no' }) {
  const asks = takerLevels(book, side, 'buy');
  const bids = takerLevels(book, side, 'sell');
  const label = side === 'yes' ? 'Yes' : 'No';
  const spread = asks[0] && bids[0] ? asks[0].price - bids[0].price : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <Side caption={`Buy ${label} (asks)`} levels={asks} tone="ask" />
        <Side caption={`Sell ${label} (bids)`} levels={bids} tone="bid" />
      </div>
      <p className="text-xs text-ink-muted">
        {spread === null ? 'One side of the book is empty.' : `Spread ${cents(spread)}.`}
      </p>
    </div>
  );
}

import { memo, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { formatPercent, formatTokenAmount } from '../../../utils/format';
import { cn } from '../../../utils/cn';
import type { WalletTokenRow } from '../utils/value-wallet';
import { usdText } from '../utils/usd';

const th = 'px-2 py-2 text-left text-xs font-medium text-ink-muted';
// No scrolling region on a phone: a token's name wraps anywhere, a number never (nine significant digits fit).
const td = 'px-1.5 py-2 text-sm tabular-nums whitespace-nowrap sm:px-2';
// A wallet of hundreds of tokens renders its largest first and the rest on request, a page at a time, so no render
// is one long task (issue 27: 500 tokens with no task over 50 ms); the page's polls re-render no row that is unchanged.
const FIRST_ROWS = 20;
const MORE_ROWS = 50;

const sameRow = (a: WalletTokenRow, b: WalletTokenRow) =>
  a.mint === b.mint &&
  a.raw === b.raw &&
  a.decimals === b.decimals &&
  a.usd === b.usd &&
  a.change24h === b.change24h &&
  a.symbol === b.symbol &&
  a.name === b.name;

const TokenRow = memo(
  function TokenRow({ row: r }: { row: WalletTokenRow }) {
    return (
      <tr className="border-t border-line">
        <th scope="row" className={cn(td, 'text-left font-medium [overflow-wrap:anywhere] whitespace-normal')}>
          {r.symbol}
          <span className="block text-xs font-normal text-ink-muted">{r.name}</span>
        </th>
        <td className={td}>{formatTokenAmount(r.raw, r.decimals, { maxSignificant: 9 })}</td>
        <td className={td}>{usdText(r.usd)}</td>
        <td
          className={cn(td, r.change24h === null ? 'text-ink-muted' : r.change24h < 0 ? 'text-danger' : 'text-success')}
        >
          {r.change24h === null ? '—' : formatPercent(r.change24h, { signed: true })}
        </td>
      </tr>
    );
  },
  (a, b) => sameRow(a.row, b.row),
);

export const WalletTokens = memo(function WalletTokens({
  rows,
  status,
}: {
  rows: readonly WalletTokenRow[];
  status: 'loading' | 'error' | 'ready';
}) {
  const id = useId();
  const [shown, setShown] = useState(FIRST_ROWS);
  const left = rows.length - shown;
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id} className="mb-2">
        Wallet tokens
      </CardTitle>
      {status === 'loading' ? (
        <div
          role="status"
          aria-label="Loading wallet tokens"
          className="h-24 animate-pulse rounded-control bg-surface-raised motion-reduce:animate-none"
        />
      ) : status === 'error' ? (
        <p role="alert" className="text-sm text-danger">
          Your balances could not be read from the RPC. They will be tried again shortly.
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-ink-muted">This wallet holds no SOL or tokens yet.</p>
      ) : (
        <table className="w-full">
          <caption className="sr-only">Tokens in your wallet, largest value first</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                Token
              </th>
              <th scope="col" className={th}>
                Balance
              </th>
              <th scope="col" className={th}>
                Value
              </th>
              <th scope="col" className={th}>
                24 h
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map((r) => (
              <TokenRow key={r.mint} row={r} />
            ))}
          </tbody>
        </table>
      )}
      {status === 'ready' && left > 0 ? (
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => setShown(shown + MORE_ROWS)}>
          Show {String(Math.min(left, MORE_ROWS))} more of {String(left)} smaller holdings
        </Button>
      ) : null}
    </Card>
  );
});

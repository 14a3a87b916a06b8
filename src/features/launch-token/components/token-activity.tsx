import type { UseQueryResult } from '@tanstack/react-query';
import type { PoolState } from '../../../api/studio/pools';
import { useExplorerLink } from '../../../hooks/use-explorer-link';
import { formatPercent, formatTokenAmount, shortAddress } from '../../../utils/format';
import type { Holder, Holders } from '../utils/pool-chain';
import type { PoolTrade } from '../utils/pool-trades';
import { ageText, quoteOfMint } from '../utils/launch-view';

const cell = 'px-2 py-1.5 text-left whitespace-nowrap';
const num = 'px-2 py-1.5 text-right whitespace-nowrap tabular-nums';

function Status({ query, what }: { query: UseQueryResult; what: string }) {
  if (query.isPending) return <p className="text-sm text-ink-muted">Reading {what} from the chain…</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        The {what} could not be read from the chain. {query.error.message}
      </p>
    );
  }
  return <p className="text-sm text-ink-muted">No {what} yet.</p>;
}

export function TokenTrades({
  pool,
  trades,
  decimals,
  now,
}: {
  pool: PoolState;
  trades: UseQueryResult<PoolTrade[]>;
  decimals: number | undefined;
  now: number;
}) {
  const explorer = useExplorerLink();
  const quote = quoteOfMint(pool.quoteMint);
  if (!trades.data?.length) return <Status query={trades} what="trades" />;
  return (
    <div
      className="overflow-x-auto"
      role="region"
      aria-label={`Recent trades of ${pool.symbol}`}
      // A wide table scrolls on a phone, so a keyboard must be able to reach it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Recent trades of {pool.symbol}, newest first</caption>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className={cell}>
              Side
            </th>
            <th scope="col" className={num}>
              {pool.symbol}
            </th>
            <th scope="col" className={num}>
              {quote?.symbol ?? 'Quote'}
            </th>
            <th scope="col" className={cell}>
              Trader
            </th>
            <th scope="col" className={num}>
              Age
            </th>
            <th scope="col" className={cell}>
              Transaction
            </th>
          </tr>
        </thead>
        <tbody>
          {trades.data.map((t) => {
            const href = explorer({ kind: 'tx', signature: t.signature });
            return (
              <tr key={t.signature} className="border-t border-line">
                <td className={t.side === 'buy' ? `${cell} text-success` : `${cell} text-danger`}>
                  {t.side === 'buy' ? 'Buy' : 'Sell'}
                </td>
                <td className={num}>{decimals === undefined ? '…' : formatTokenAmount(t.tokens, decimals)}</td>
                <td className={num}>{quote ? formatTokenAmount(t.quote, quote.decimals) : t.quote.toString()}</td>
                <td className={`${cell} font-mono`}>{shortAddress(t.trader)}</td>
                <td className={num}>{ageText(t.at === null ? null : t.at * 1000, now)}</td>
                <td className={`${cell} font-mono`}>
                  {href ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`Transaction ${t.signature}`}
                      className="text-accent underline"
                    >
                      {shortAddress(t.signature, 6)}
                    </a>
                  ) : (
                    <span aria-label={`Transaction ${t.signature}`}>{shortAddress(t.signature, 6)}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function holderTag(pool: PoolState, h: Holder): string | null {
  if (h.account === pool.baseVault) return 'Bonding curve';
  if (h.account === pool.dammv2Vaults?.base) return 'DAMM v2 pool';
  if (h.owner === pool.creator) return 'Creator';
  return h.account === pool.vesting?.vault ? 'Creator vesting' : null;
}

export function TokenHolders({ pool, holders }: { pool: PoolState; holders: UseQueryResult<Holders> }) {
  if (!holders.data?.holders.length) return <Status query={holders} what="holders" />;
  const { supply, decimals } = holders.data;
  return (
    <div
      className="overflow-x-auto"
      role="region"
      aria-label={`Top holders of ${pool.symbol}`}
      // A wide table scrolls on a phone, so a keyboard must be able to reach it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Top holders of {pool.symbol}, largest first</caption>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className={cell}>
              Holder
            </th>
            <th scope="col" className={num}>
              {pool.symbol}
            </th>
            <th scope="col" className={num}>
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {holders.data.holders.map((h) => {
            const tag = holderTag(pool, h);
            const share = supply > 0n ? Number((h.amount * 1_000_000n) / supply) / 10_000 : 0;
            return (
              <tr key={h.account} className="border-t border-line">
                <th scope="row" className="px-2 py-1.5 text-left font-normal">
                  <span className="font-mono" title={h.owner ?? h.account}>
                    {shortAddress(h.owner ?? h.account)}
                  </span>
                  {tag ? <span className="ml-2 text-ink-muted">{tag}</span> : null}
                </th>
                <td className={num}>{formatTokenAmount(h.amount, decimals)}</td>
                <td className={num}>{formatPercent(share)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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

/** A table that scrolls sideways on a phone: a keyboard must reach it too (WCAG 2.1.1). */
function ScrollTable({
  label,
  order,
  columns,
  children,
}: {
  label: string;
  order: string;
  columns: [string, string][];
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full text-sm">
        <caption className="sr-only">
          {label}, {order}
        </caption>
        <thead className="text-ink-muted">
          <tr>
            {columns.map(([name, className], i) => (
              <th key={i} scope="col" className={className}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
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
    <ScrollTable
      label={`Recent trades of ${pool.symbol}`}
      order="newest first"
      columns={[
        ['Side', cell],
        [pool.symbol, num],
        [quote?.symbol ?? 'Quote', num],
        ['Trader', cell],
        ['Age', num],
        ['Transaction', cell],
      ]}
    >
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
    </ScrollTable>
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
    <ScrollTable
      label={`Top holders of ${pool.symbol}`}
      order="largest first"
      columns={[
        ['Holder', cell],
        [pool.symbol, num],
        ['Share', num],
      ]}
    >
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
    </ScrollTable>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { EarnPosition } from '../../../api/lend/schemas';
import { QueryState } from '../../../components/page/query-state';
import { formatTokenAmount, NO_VALUE } from '../../../utils/format';
import { useEarnings, useEarnTokens } from '../hooks/use-earn-data';
import { underlyingText, usdText } from '../utils/earn-view';

const th = 'px-3 py-2 text-left text-xs font-medium text-ink-muted';
const td = 'px-3 py-2.5 text-sm';

const sharesNote = (t: { symbol?: string; asset?: { symbol: string } }) =>
  `Your ${t.symbol ?? 'share'} count stays fixed while each share's worth in ${t.asset?.symbol ?? 'the asset'} grows with the interest, so it differs from what you deposited.`;

export function EarnPositions({ wallet, query }: { wallet: string; query: UseQueryResult<EarnPosition[]> }) {
  const earnings = useEarnings(wallet, query.data);
  const tokens = useEarnTokens().data;
  return (
    <section aria-labelledby="earn-positions-title" className="mt-6">
      <h2 id="earn-positions-title" className="mb-2 text-base font-semibold">
        Your positions
      </h2>
      <QueryState
        query={query}
        what="your earn positions"
        isEmpty={(d) => d.length === 0}
        empty="No deposits yet. Choose an asset above and deposit to start earning."
      >
        {(list) => (
          <table className="w-full">
            <caption className="sr-only">Your earn positions</caption>
            <thead>
              <tr>
                <th className={th}>Asset</th>
                <th className={th}>Deposited value</th>
                <th className={`${th} hidden sm:table-cell`}>Shares</th>
                <th className={th}>Earnings</th>
              </tr>
            </thead>
            <tbody>
              {list.map((p) => {
                // The listed token is complete; a position's own may carry only its mint and name.
                const t = tokens?.find((x) => x.address === p.token.address) ?? p.token;
                const sharesText =
                  t.decimals === undefined ? NO_VALUE : `${formatTokenAmount(p.shares, t.decimals)} ${t.symbol ?? ''}`;
                const earned =
                  earnings.data?.get(t.address) ?? (t.assetAddress ? earnings.data?.get(t.assetAddress) : undefined);
                return (
                  <tr key={t.address} className="border-t border-line">
                    <th scope="row" className={`${td} text-left font-medium`}>
                      {t.asset?.symbol ?? t.symbol ?? NO_VALUE}
                    </th>
                    <td className={td}>
                      {underlyingText(t, p.underlyingAssets)}
                      <span className="block text-xs text-ink-muted">{usdText(t, p.underlyingAssets)}</span>
                      <span className="block text-xs text-ink-muted sm:hidden">{sharesText}</span>
                    </td>
                    <td className={`${td} hidden sm:table-cell`}>
                      {sharesText}
                      <span className="block max-w-56 text-xs text-ink-muted">{sharesNote(t)}</span>
                    </td>
                    <td className={td}>
                      {earned === undefined
                        ? earnings.isError
                          ? 'Unavailable'
                          : earnings.isPending
                            ? '…'
                            : NO_VALUE
                        : `+${underlyingText(t, earned)}`}
                      {earned === undefined ? null : (
                        <span className="block text-xs text-ink-muted">{usdText(t, earned)}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}

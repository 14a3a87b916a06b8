import type { EarnToken } from '../../../api/lend/schemas';
import { QueryState } from '../../../components/page/query-state';
import { Button } from '../../../components/ui/button';
import { NO_VALUE } from '../../../utils/format';
import { useEarnTokens } from '../hooks/use-earn-data';
import { apySplitText, apyText, underlyingText, usdText, utilisationText } from '../utils/earn-view';

const th = 'px-3 py-2 text-left text-xs font-medium text-ink-muted';
const td = 'px-3 py-2.5 text-sm';

export function EarnAssets({ selected, onSelect }: { selected: string | null; onSelect: (token: EarnToken) => void }) {
  const tokens = useEarnTokens();
  return (
    <QueryState
      query={tokens}
      what="earn assets"
      isEmpty={(d) => d.length === 0}
      empty="No assets are open for deposits right now."
    >
      {(list) => (
        <table className="w-full">
          <caption className="sr-only">Assets you can deposit to earn</caption>
          <thead>
            <tr>
              <th className={th}>Asset</th>
              <th className={th}>APY</th>
              <th className={th}>Total supplied</th>
              <th className={`${th} hidden sm:table-cell`}>Utilisation</th>
              <th className={th}>
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((t) => (
              <tr key={t.address} className="border-t border-line">
                <th scope="row" className={`${td} text-left font-medium`}>
                  {t.asset.symbol}
                </th>
                <td className={td}>
                  {apyText(t)}
                  <span className="block text-xs text-ink-muted">{apySplitText(t)}</span>
                </td>
                <td className={td}>
                  {underlyingText(t, t.totalAssets)}
                  <span className="block text-xs text-ink-muted">{usdText(t, t.totalAssets)}</span>
                  {utilisationText(t) === NO_VALUE ? null : (
                    <span className="block text-xs text-ink-muted sm:hidden">{utilisationText(t)} utilised</span>
                  )}
                </td>
                <td className={`${td} hidden sm:table-cell`}>{utilisationText(t)}</td>
                <td className={`${td} text-right`}>
                  <Button
                    variant={selected === t.address ? 'primary' : 'secondary'}
                    aria-pressed={selected === t.address}
                    onClick={() => onSelect(t)}
                  >
                    Choose<span className="sr-only"> {t.asset.symbol} to deposit or withdraw</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </QueryState>
  );
}

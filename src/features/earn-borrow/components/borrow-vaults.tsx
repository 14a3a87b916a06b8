import type { BorrowVault } from '../../../api/lend/schemas';
import { QueryState } from '../../../components/page/query-state';
import { Button } from '../../../components/ui/button';
import { formatPercent, NO_VALUE } from '../../../utils/format';
import { useBorrowVaults } from '../hooks/use-borrow-data';
import { tokenText } from '../utils/borrow-view';
import { bpsToPercent, perMilleToPercent } from '../utils/rates';

const th = 'px-2 py-2 text-left text-xs font-medium text-ink-muted sm:px-3';
const td = 'px-2 py-2.5 text-sm sm:px-3';
const pct = (v: number | undefined) => formatPercent(perMilleToPercent(v ?? NaN));

export const pairText = (v: Pick<BorrowVault, 'supplyToken' | 'borrowToken'>) =>
  `${v.supplyToken.symbol} → ${v.borrowToken.symbol}`;

export function BorrowVaults({ selected, onSelect }: { selected: number | null; onSelect: (v: BorrowVault) => void }) {
  const vaults = useBorrowVaults();
  return (
    <QueryState
      query={vaults}
      what="borrow vaults"
      isEmpty={(d) => d.length === 0}
      empty="No vaults are open for borrowing right now."
    >
      {(list) => (
        <table className="w-full">
          <caption className="sr-only">Vaults you can borrow from</caption>
          <thead>
            <tr>
              <th className={th}>Collateral → Debt</th>
              <th className={th}>Max LTV</th>
              <th className={`${th} hidden sm:table-cell`}>Liquidation at</th>
              <th className={`${th} hidden sm:table-cell`}>Liquidation penalty</th>
              <th className={th}>Borrow APR</th>
              <th className={`${th} hidden sm:table-cell`}>Available</th>
              <th className={th}>
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((v) => {
              const available = v.borrowable === undefined ? NO_VALUE : tokenText(v.borrowable, v.borrowToken, 4);
              return (
                <tr key={v.id} className="border-t border-line">
                  <th scope="row" className={`${td} text-left font-medium`}>
                    {pairText(v)}
                    <span className="block text-xs font-normal text-ink-muted sm:hidden">{available} available</span>
                  </th>
                  <td className={td}>
                    {pct(v.collateralFactor)}
                    <span className="block text-xs text-ink-muted sm:hidden">
                      liquidation {pct(v.liquidationThreshold)}, penalty {pct(v.liquidationPenalty)}
                    </span>
                  </td>
                  <td className={`${td} hidden sm:table-cell`}>{pct(v.liquidationThreshold)}</td>
                  <td className={`${td} hidden sm:table-cell`}>{pct(v.liquidationPenalty)}</td>
                  <td className={td}>{formatPercent(bpsToPercent(v.borrowRate ?? NaN))}</td>
                  <td className={`${td} hidden sm:table-cell`}>{available}</td>
                  <td className={`${td} text-right`}>
                    <Button
                      variant={selected === v.id ? 'primary' : 'secondary'}
                      aria-pressed={selected === v.id}
                      onClick={() => onSelect(v)}
                    >
                      Choose<span className="sr-only"> {pairText(v)} to borrow</span>
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </QueryState>
  );
}

import { TermRow } from '../../../components/ui/term-row';
import { formatTokenAmount } from '../../../utils/format';
import { SOL_DECIMALS } from '../../../utils/sol';

const sol = (lamports: bigint) => `${formatTokenAmount(lamports, SOL_DECIMALS, { maxSignificant: 9 })} SOL`;

/** What leaves the wallet besides the amount, a row a cost, before the button that spends it. */
export function Costs({ rows, note }: { rows: readonly (readonly [string, bigint])[]; note: string }) {
  return (
    <div className="text-xs">
      <dl aria-label="Costs besides the amount" className="flex flex-col gap-0.5">
        {rows.map(([term, lamports]) => (
          <TermRow key={term} term={term}>
            <span className="whitespace-nowrap">{sol(lamports)}</span>
          </TermRow>
        ))}
      </dl>
      <p className="mt-1 text-ink-muted">{note}</p>
    </div>
  );
}

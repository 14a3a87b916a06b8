import type { ReactNode } from 'react';
import type { BorrowVault } from '../../../api/lend/schemas';
import { formatPercent } from '../../../utils/format';
import { figures, yearlyInterest, type Figures } from '../utils/borrow-math';
import { ltvText, tokenText, tokenUsd, usdPriceText } from '../utils/borrow-view';
import { bpsToPercent, perMilleToPercent } from '../utils/rates';
import { HealthBadge } from './health-badge';
import { WhatIf } from './what-if';

interface Amounts {
  col: bigint;
  debt: bigint;
}

function Row({ term, now, after }: { term: string; now: ReactNode | null; after: ReactNode }) {
  return (
    <div className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 py-1">
      <dt className="text-ink-muted">{term}</dt>
      <dd className="text-right">
        {now === null ? null : (
          <>
            <span className="text-ink-muted">{now}</span> <span aria-label="becomes">→</span>{' '}
          </>
        )}
        {after}
      </dd>
    </div>
  );
}

export function BorrowPreview({
  vault,
  before,
  after,
}: {
  vault: BorrowVault;
  before: Amounts | null;
  after: Amounts;
}) {
  const col = vault.supplyToken;
  const debt = vault.borrowToken;
  const f = figures(vault, after.col, after.debt);
  const was = before && figures(vault, before.col, before.debt);
  const same = before !== null && before.col === after.col && before.debt === after.debt;
  const now = (node: (b: Amounts, w: Figures) => ReactNode) => (before && was && !same ? node(before, was) : null);
  const interest = yearlyInterest(vault, after.debt);
  return (
    <section aria-label="Before you sign" className="flex flex-col gap-3 text-sm">
      <dl className="divide-y divide-line rounded-control border border-line px-3 py-1">
        <Row
          term="Collateral"
          now={now((b) => (b.col === after.col ? null : tokenText(b.col, col)))}
          after={`${tokenText(after.col, col)} (${tokenUsd(after.col, col)})`}
        />
        <Row
          term="Debt"
          now={now((b) => (b.debt === after.debt ? null : tokenText(b.debt, debt, 12)))}
          after={tokenText(after.debt, debt, 12)}
        />
        <Row
          term="LTV"
          now={now((_, w) => ltvText(w.ltv))}
          after={
            <>
              {ltvText(f.ltv)}
              <span className="block text-xs text-ink-muted">
                max {formatPercent(perMilleToPercent(vault.collateralFactor ?? NaN))}, liquidation at{' '}
                {formatPercent(perMilleToPercent(vault.liquidationThreshold ?? NaN))}
              </span>
            </>
          }
        />
        <Row
          term="Health factor"
          now={now((_, w) => (
            <HealthBadge health={w.health} />
          ))}
          after={
            <>
              <HealthBadge health={f.health} />
              <span className="block text-xs text-ink-muted">
                liquidation threshold × collateral ÷ debt; at 1 or less it is liquidated
              </span>
            </>
          }
        />
        <Row
          term="Liquidation price"
          now={now((_, w) => usdPriceText(w.liquidationPrice))}
          after={
            <>
              {f.liquidationPrice === null ? 'None (no debt)' : `${col.symbol} at ${usdPriceText(f.liquidationPrice)}`}
              <span className="block text-xs text-ink-muted">now {usdPriceText(col.price)}</span>
            </>
          }
        />
        <Row
          term="Borrow APR"
          now={null}
          after={
            <>
              {formatPercent(bpsToPercent(vault.borrowRate ?? NaN))}
              {interest > 0n ? (
                <span className="block text-xs text-ink-muted">
                  about {tokenText(interest, debt, 4)} a year ({tokenUsd(interest, debt)})
                </span>
              ) : null}
            </>
          }
        />
      </dl>
      <WhatIf vault={vault} col={after.col} debt={after.debt} />
    </section>
  );
}

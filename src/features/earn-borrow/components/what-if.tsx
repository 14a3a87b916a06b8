import { useId, useState } from 'react';
import type { BorrowVault } from '../../../api/lend/schemas';
import { cn } from '../../../utils/cn';
import { formatPercent } from '../../../utils/format';
import { figures } from '../utils/borrow-math';
import { ltvText, usdPriceText } from '../utils/borrow-view';
import { HealthBadge } from './health-badge';

const MIN = -90;
const MAX = 100;

export function WhatIf({ vault, col, debt }: { vault: BorrowVault; col: bigint; debt: bigint }) {
  const id = useId();
  const [move, setMove] = useState(0);
  const symbol = vault.supplyToken.symbol;
  if (debt <= 0n) {
    return <p className="text-xs text-ink-muted">With no debt, no {symbol} price can liquidate this position.</p>;
  }
  const price = vault.supplyToken.price * (1 + move / 100);
  const f = figures(vault, col, debt, price);
  const liquidated = f.health <= 1;
  const moveText = move === 0 ? 'today’s price' : formatPercent(move, { signed: true, maxFractionDigits: 0 });
  return (
    <div className="rounded-control border border-line p-3">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          What if {symbol}’s price moves?
        </label>
        <button type="button" className="text-xs text-ink-muted underline" onClick={() => setMove(0)}>
          Reset
        </button>
      </div>
      <input
        id={id}
        type="range"
        min={MIN}
        max={MAX}
        step={1}
        value={move}
        onChange={(e) => setMove(Number(e.target.value))}
        aria-valuetext={`${moveText}: ${symbol} at ${usdPriceText(price)}`}
        className="mt-2 w-full accent-accent"
      />
      <output htmlFor={id} aria-live="polite" className="mt-1 block text-sm">
        {symbol} at {usdPriceText(price)} ({moveText}): LTV {ltvText(f.ltv)}, health <HealthBadge health={f.health} />
        <span className={cn('block font-medium', liquidated ? 'text-danger' : 'text-ink-muted')}>
          {liquidated
            ? `At this price the position would be liquidated (liquidation below ${usdPriceText(f.liquidationPrice)}).`
            : `Not liquidated: that happens below ${usdPriceText(f.liquidationPrice)}.`}
        </span>
      </output>
    </div>
  );
}

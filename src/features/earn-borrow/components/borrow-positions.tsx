import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { BorrowPosition, BorrowVault } from '../../../api/lend/schemas';
import { QueryState } from '../../../components/page/query-state';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { formatPercent, NO_VALUE, shortAddress } from '../../../utils/format';
import type { BorrowAction } from '../utils/borrow-check';
import { figures } from '../utils/borrow-math';
import { ltvText, tokenText, tokenUsd, usdPriceText } from '../utils/borrow-view';
import { netApy } from '../utils/net-apy';
import { HealthBadge } from './health-badge';
import { pairText } from './borrow-vaults';

const ACTIONS: [BorrowAction, string][] = [
  ['deposit', 'Add collateral'],
  ['withdraw', 'Withdraw collateral'],
  ['borrow', 'Borrow more'],
  ['repay', 'Repay'],
];

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-ink-muted">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function PositionCard({
  position: p,
  vault,
  onAction,
  onIntent,
  panel,
}: {
  position: BorrowPosition;
  vault: BorrowVault | undefined;
  onAction: (action: BorrowAction) => void;
  onIntent: () => void;
  panel: ReactNode;
}) {
  const id = useId();
  const v = vault ?? null;
  const f = v && figures(v, p.supply, p.borrow);
  const name = v ? `${pairText(v)} position #${p.id}` : `Position #${p.id}`;
  const net = v ? netApy(v, p.supply, p.borrow) : null;
  return (
    <article aria-labelledby={id} className="rounded-card border border-line p-4">
      <h3 id={id} className="text-base font-semibold">
        {name}
      </h3>
      {p.isLiquidated && v ? (
        <Notice tone="danger" title="Liquidated" className="mt-2">
          {tokenText(p.supplyLiquidation, v.supplyToken, 9)} of collateral was taken to clear{' '}
          {tokenText(p.borrowLiquidation, v.borrowToken, 12)} of debt (its value plus the{' '}
          {formatPercent((v.liquidationPenalty ?? 0) / 10)} liquidation penalty). The {v.borrowToken.symbol} you
          borrowed stays yours; what is left of the position is below.
        </Notice>
      ) : null}
      {v && f ? (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure term="Collateral">
            {tokenText(p.supply, v.supplyToken, 9)}
            <span className="block text-xs text-ink-muted">{tokenUsd(p.supply, v.supplyToken)}</span>
          </Figure>
          <Figure term="Debt with interest">
            {tokenText(p.borrow, v.borrowToken, 12)}
            <span className="block text-xs text-ink-muted">{tokenUsd(p.borrow, v.borrowToken)}</span>
          </Figure>
          <Figure term="LTV">{ltvText(f.ltv)}</Figure>
          <Figure term="Health factor">
            <HealthBadge health={f.health} />
          </Figure>
          <Figure term="Liquidation price">
            {f.liquidationPrice === null
              ? 'None (no debt)'
              : `${v.supplyToken.symbol} at ${usdPriceText(f.liquidationPrice)}`}
          </Figure>
          <Figure term="Net APY">
            {net === null ? NO_VALUE : formatPercent(net, { signed: true })}
            <span className="block text-xs text-ink-muted">
              {formatPercent((v.supplyRate ?? 0) / 100)} on collateral, {formatPercent((v.borrowRate ?? NaN) / 100)} on
              debt
            </span>
          </Figure>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">This position’s vault is not listed, so its figures are unknown.</p>
      )}
      <p className="mt-3 text-xs text-ink-muted">
        Position NFT <span className="font-mono">{shortAddress(p.address)}</span>: this NFT is your position, so
        don&apos;t burn or sell it. Whoever holds it owns the collateral and the debt.
      </p>
      {v && !panel ? (
        <div className="mt-3 flex flex-wrap gap-2" onPointerEnter={onIntent} onFocus={onIntent}>
          {ACTIONS.map(([action, label]) => (
            <Button
              key={action}
              variant="secondary"
              size="sm"
              disabled={(action === 'withdraw' && p.supply === 0n) || (action === 'repay' && p.borrow === 0n)}
              onClick={() => onAction(action)}
            >
              {label}
              <span className="sr-only"> on position #{p.id}</span>
            </Button>
          ))}
        </div>
      ) : null}
      {panel}
    </article>
  );
}

export function BorrowPositions({
  query,
  vaults,
  onAction,
  onIntent,
  panelFor,
}: {
  query: UseQueryResult<BorrowPosition[]>;
  vaults: readonly BorrowVault[] | undefined;
  onAction: (p: BorrowPosition, action: BorrowAction) => void;
  onIntent: () => void;
  panelFor: (p: BorrowPosition) => ReactNode;
}) {
  return (
    <section aria-labelledby="borrow-positions-title" className="mt-6">
      <h2 id="borrow-positions-title" className="mb-2 text-base font-semibold">
        Your positions
      </h2>
      <QueryState
        query={query}
        what="your borrow positions"
        isEmpty={(d) => d.length === 0}
        empty="No borrow positions yet. Choose a vault above to open one."
      >
        {(list) => (
          <div className="flex flex-col gap-3">
            {list.map((p) => (
              <PositionCard
                key={p.id}
                position={p}
                vault={vaults?.find((v) => v.id === p.vaultId)}
                onAction={(a) => onAction(p, a)}
                onIntent={onIntent}
                panel={panelFor(p)}
              />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

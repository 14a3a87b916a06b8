export function EarnRiskNote({ symbol }: { symbol: string }) {
  return (
    <aside
      aria-label="Before your first deposit"
      className="rounded-md border border-line bg-surface-raised p-3 text-xs"
    >
      <p className="font-medium text-ink">Before your first deposit</p>
      <p className="mt-1 text-ink-muted">
        Your {symbol} is lent to borrowers through Jupiter Lend&apos;s contracts. The rate changes with demand and is
        not guaranteed; a contract bug or a failed liquidation can lose deposits; and when most of the supply is lent
        out, a withdrawal may have to wait until liquidity returns.
      </p>
    </aside>
  );
}

import { useNow } from '../../../hooks/use-now';

export function secondsText(ms: number): string {
  return `${String(Math.max(0, Math.ceil(ms / 1000)))} s`;
}

/** Not a live region: a screen reader would hear a tick every second. */
export function QuoteClock({
  receivedAt,
  refreshMs,
  expireAt,
  updating,
  onRefresh,
}: {
  receivedAt: number;
  refreshMs: number;
  expireAt?: string | undefined;
  updating: boolean;
  onRefresh?: (() => void) | undefined;
}) {
  const now = useNow();
  const age = Math.max(0, now - receivedAt);
  const expiresIn = expireAt ? Date.parse(expireAt) - now : null;
  return (
    <p className="flex flex-wrap justify-between gap-2 text-xs text-ink-muted">
      <span>
        {updating ? 'Updating quote…' : `Quote ${secondsText(age)} old · refreshes in ${secondsText(refreshMs - age)}`}
        {onRefresh ? (
          <button
            type="button"
            className="ml-2 text-accent underline disabled:opacity-60"
            onClick={onRefresh}
            disabled={updating}
          >
            Refresh now
          </button>
        ) : null}
      </span>
      {expiresIn !== null && Number.isFinite(expiresIn) ? (
        <span className={expiresIn < 5000 ? 'text-warning' : undefined}>
          {expiresIn > 0 ? `Market-maker price valid for ${secondsText(expiresIn)}` : 'Market-maker price expired'}
        </span>
      ) : null}
    </p>
  );
}

import type { TokenInfo } from '../../lib/token-info';
import { cn } from '../../utils/cn';
import { Button } from '../ui/button';
import type { PickerStatus } from './use-picker-rows';

const TAB_NAMES: Record<string, string> = { all: 'All', verified: 'Verified', lst: 'LST', stocks: 'Stocks' };

/** What the list area says when it has no rows: loading, a failure with its fix, or why nothing matched. */
export function PickerStatusMessage({
  status,
  tab,
  onRetry,
}: {
  status: PickerStatus;
  tab: string;
  onRetry: () => void;
}) {
  switch (status.kind) {
    case 'ready':
      return null;
    case 'loading':
      return <p className="py-6 text-center text-sm text-ink-muted">Loading tokens…</p>;
    case 'error':
      return (
        <div className="flex flex-col items-center gap-2 py-6 text-center text-sm">
          <p>The token list could not be loaded. Check your connection or the API settings, then try again.</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      );
    case 'looking-up':
      return <p className="py-6 text-center text-sm text-ink-muted">Looking up this mint address…</p>;
    case 'unknown-mint':
      return (
        <div className="py-6 text-center text-sm">
          <p className="font-medium">No token with this mint</p>
          <p className="mt-1 font-mono text-xs break-all text-ink-muted">{status.mint}</p>
          <p className="mt-1 text-ink-muted">Check the address: the token service does not know this mint.</p>
        </div>
      );
    case 'lookup-failed':
      return (
        <p className="py-6 text-center text-sm">
          This mint address could not be looked up. Check your connection or the API settings.
        </p>
      );
    case 'excluded':
      return (
        <p className="py-6 text-center text-sm text-ink-muted">
          That is the token on the other side of the swap: pick a different one.
        </p>
      );
    case 'empty':
      return <p className="py-6 text-center text-sm text-ink-muted">No tokens in {TAB_NAMES[tab] ?? tab} yet.</p>;
    case 'none-held':
      return (
        <p className="py-6 text-center text-sm text-ink-muted">
          Your wallet holds no tokens{tab === 'all' ? '' : ` in ${TAB_NAMES[tab] ?? tab}`} to choose from.
        </p>
      );
    case 'no-match':
      return (
        <p className="py-6 text-center text-sm text-ink-muted">
          No token matches “{status.query}”{tab === 'all' ? '' : ` in ${TAB_NAMES[tab] ?? tab}`}. Try another name,
          symbol{tab === 'all' ? '' : ', the All tab'} or paste the mint address.
        </p>
      );
  }
}

/**
 * Under the list: the active token's full mint and its most severe warning in full (what a badge only hints at), the
 * others named. Two short lines at most, so a phone keeps room for the list; the option's description has them all.
 */
export function ActiveTokenDetails({ token }: { token: TokenInfo | undefined }) {
  if (!token) return <div className="min-h-10" />;
  const [top, ...rest] = token.warnings;
  return (
    <div className="min-h-10 text-xs text-ink-muted">
      <p>
        <span className="font-medium text-ink">{token.symbol}</span> mint{' '}
        <span className="font-mono break-all">{token.mint}</span>
      </p>
      {top ? (
        <p
          className={cn(
            'line-clamp-2',
            top.severity === 'danger' ? 'text-danger' : top.severity === 'warning' ? 'text-warning' : '',
          )}
        >
          {top.severity === 'info' ? 'ⓘ' : '⚠'} {top.description}
          {rest.length > 0 ? ` Also: ${rest.map((w) => w.label.toLowerCase()).join(', ')}.` : ''}
        </p>
      ) : null}
    </div>
  );
}

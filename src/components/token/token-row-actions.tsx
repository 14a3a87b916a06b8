import { useEffect, useState } from 'react';
import { useExplorerLink } from '../../hooks/use-explorer-link';
import { EXPLORER_LABELS } from '../../lib/explorer';
import type { TokenInfo } from '../../lib/token-info';
import { useSetting } from '../../stores/settings-store';
import { TOKEN_ROW_HEIGHT } from './token-option';

const action =
  'inline-flex size-8 items-center justify-center rounded-control text-ink-muted hover:bg-surface-sunken hover:text-ink';

/** Outside the listbox (an option may not contain controls): ordinary buttons after the list. */
export function TokenRowActions({
  token,
  index,
  onCopied,
}: {
  token: TokenInfo;
  index: number;
  onCopied: (token: TokenInfo, ok: boolean) => void;
}) {
  const link = useExplorerLink();
  const href = link({ kind: 'address', address: token.mint });
  const explorer = useSetting('explorer');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <div
      className="absolute right-1 flex items-center"
      style={{ top: index * TOKEN_ROW_HEIGHT + (TOKEN_ROW_HEIGHT - 32) / 2 }}
    >
      <button
        type="button"
        className={action}
        aria-label={`Copy the mint address of ${token.symbol}`}
        title={copied ? 'Copied' : `Copy mint ${token.mint}`}
        onClick={() => {
          navigator.clipboard.writeText(token.mint).then(
            () => {
              setCopied(true);
              onCopied(token, true);
            },
            () => onCopied(token, false),
          );
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor">
          {copied ? (
            <path d="M3 8.5l3 3 7-7" strokeWidth="1.6" />
          ) : (
            <>
              <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
              <path d="M10.5 3.5v-1a1 1 0 00-1-1h-6a1 1 0 00-1 1v6a1 1 0 001 1h1" />
            </>
          )}
        </svg>
      </button>
      {href ? (
        <a
          className={action}
          href={href}
          target="_blank"
          rel="noreferrer"
          aria-label={`View ${token.symbol} on ${EXPLORER_LABELS[explorer]} (opens in a new tab)`}
          title={`View on ${EXPLORER_LABELS[explorer]}`}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor">
            <path d="M9 2.5h4.5V7M13.5 2.5L7 9M11.5 9.5v3a1 1 0 01-1 1h-7a1 1 0 01-1-1v-7a1 1 0 011-1h3" />
          </svg>
        </a>
      ) : null}
    </div>
  );
}

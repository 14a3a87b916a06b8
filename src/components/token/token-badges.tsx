import { badgeWarnings, type TokenInfo } from '../../lib/token-info';
import { cn } from '../../utils/cn';

export function VerifiedMark() {
  return (
    <span title="Verified token" className="inline-flex shrink-0 text-accent">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="currentColor">
        <path d="M8 0l2.1 1.5 2.6-.1.8 2.5 2.1 1.5-.8 2.6.8 2.6-2.1 1.5-.8 2.5-2.6-.1L8 16l-2.1-1.5-2.6.1-.8-2.5L.4 10.6 1.2 8 .4 5.4l2.1-1.5.8-2.5 2.6.1z" />
        <path d="M7 10.6L4.4 8l1-1L7 8.6l3.6-3.6 1 1z" fill="#06121f" />
      </svg>
      <span className="sr-only">Verified</span>
    </span>
  );
}

/**
 * Short risk badges (the most severe first, at most `max`, then "+n"). Each carries its full sentence as a tooltip;
 * the row's accessible description reads the sentences, so the badges themselves are hidden from screen readers.
 */
export function WarningBadges({ token, max = 1 }: { token: TokenInfo; max?: number }) {
  const warnings = badgeWarnings(token);
  if (warnings.length === 0) return null;
  const shown = warnings.slice(0, max);
  const rest = warnings.length - shown.length;
  return (
    <span aria-hidden="true" className="flex min-w-0 items-center gap-1">
      {shown.map((w) => (
        <span
          key={w.kind}
          title={w.description}
          className={cn(
            'truncate rounded border px-1 text-[0.6875rem] leading-4 font-medium',
            w.severity === 'danger' ? 'border-danger/60 text-danger' : 'border-warning/60 text-warning',
          )}
        >
          ⚠ {w.label}
        </span>
      ))}
      {rest > 0 ? (
        <span
          title={warnings
            .slice(max)
            .map((w) => w.description)
            .join(' ')}
          className="text-[0.6875rem] text-ink-muted"
        >
          +{rest}
        </span>
      ) : null}
    </span>
  );
}

/** A sentence for screen readers: verified or not, then every warning in full. */
export function tokenRiskSentence(token: TokenInfo): string {
  const parts = [token.verified ? 'Verified.' : 'Not verified.'];
  for (const w of token.warnings) parts.push(w.description);
  return parts.join(' ');
}

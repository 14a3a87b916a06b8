import { tokenRiskSentence, VerifiedMark } from '../../../components/token/token-badges';
import { Button } from '../../../components/ui/button';
import { badgeWarnings, type TokenInfo } from '../../../lib/token-info';
import { cn } from '../../../utils/cn';
import { shortAddress } from '../../../utils/format';
import { needsRiskAck, useRiskAck } from '../hooks/use-risk-ack';

/** The pair's risk on the card whatever path opened it (link, launch, pasted mint, picker), with the one-time ask. */
export function PairRisk({ tokens }: { tokens: readonly TokenInfo[] }) {
  const acked = useRiskAck((s) => s.mints);
  const acknowledge = useRiskAck((s) => s.acknowledged);
  return (
    <>
      {tokens.map((token) => {
        const ask = needsRiskAck(token) && !acked.includes(token.mint);
        const id = `risk-${token.mint}`;
        return (
          <section
            key={token.mint}
            aria-label={`${token.symbol} risk`}
            className="rounded-control border border-warning/60 bg-warning/10 p-3 text-sm"
          >
            <p className="flex flex-wrap items-center gap-1.5 font-medium text-ink">
              {token.symbol}
              <span className="font-mono text-xs text-ink-muted">{shortAddress(token.mint)}</span>
              {token.verified ? (
                <VerifiedMark />
              ) : (
                <span className="rounded border border-warning/60 px-1 text-[0.6875rem] text-warning">
                  Not verified
                </span>
              )}
            </p>
            <ul aria-hidden="true" className="mt-1 flex flex-wrap gap-1">
              {badgeWarnings(token).map((w) => (
                <li
                  key={w.kind}
                  className={cn(
                    'rounded border px-1 text-[0.6875rem] font-medium',
                    w.severity === 'danger' ? 'border-danger/60 text-danger' : 'border-warning/60 text-warning',
                  )}
                >
                  ⚠ {w.label}
                </li>
              ))}
            </ul>
            <p id={id} className="mt-1 text-ink-muted">
              {tokenRiskSentence(token)}
              {ask ? ' Check the mint before you trade it: anyone can create a token with any name.' : ''}
            </p>
            {ask ? (
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                aria-describedby={id}
                onClick={() => acknowledge(token.mint)}
              >
                I understand, trade it
              </Button>
            ) : needsRiskAck(token) ? (
              <p className="mt-1 text-xs text-ink-muted">You chose to trade this token anyway.</p>
            ) : null}
          </section>
        );
      })}
    </>
  );
}

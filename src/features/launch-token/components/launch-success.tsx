import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { useExplorerLink } from '../../../hooks/use-explorer-link';
import type { Launch } from '../state/launches-store';

export const tradeHref = (launch: Pick<Launch, 'quote' | 'mint'>) => `/swap?from=${launch.quote}&to=${launch.mint}`;

export function LaunchSuccess({ launch, onDone }: { launch: Launch; onDone: () => void }) {
  const explorer = useExplorerLink();
  const mintHref = explorer({ kind: 'address', address: launch.mint });
  const txHref = launch.signature ? explorer({ kind: 'tx', signature: launch.signature }) : null;
  const share = `${window.location.origin}${tradeHref(launch)}`;
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="launch-success-title"
      className="flex flex-col gap-3 rounded-control border border-success/60 bg-success/10 p-4"
    >
      <h3 id="launch-success-title" ref={heading} tabIndex={-1} className="font-semibold text-success outline-none">
        {launch.name} ({launch.symbol}) is live
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">Mint</dt>
        <dd className="font-mono break-all">{launch.mint}</dd>
        <dt className="text-ink-muted">Share link</dt>
        <dd className="break-all">
          <a href={share} className="text-accent underline">
            {share}
          </a>
        </dd>
      </dl>
      <div className="flex flex-wrap gap-3 text-sm">
        <Link to={`/launch/${launch.mint}`} className="text-accent underline">
          Open the token page
        </Link>
        {mintHref ? (
          <a href={mintHref} target="_blank" rel="noreferrer" className="text-accent underline">
            View the token on the explorer
          </a>
        ) : null}
        {txHref ? (
          <a href={txHref} target="_blank" rel="noreferrer" className="text-accent underline">
            View the launch transaction
          </a>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={tradeHref(launch)}
          className="inline-flex h-10 items-center rounded-control bg-accent px-4 text-sm font-medium text-accent-ink"
        >
          Trade it now
        </Link>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard.writeText(share).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? 'Link copied' : 'Copy share link'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Launch another
        </Button>
      </div>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useExplorerLink } from '../../../hooks/use-explorer-link';
import { amountText, type SideToken } from '../utils/quote-view';

export interface SwapReceipt {
  signature: string;
  inputAmount: bigint;
  outputAmount: bigint;
  from: SideToken;
  to: SideToken;
}

/**
 * The result of a landed swap, in the executed amounts (not the quote's): this is what the chain moved. Focus moves
 * to its heading so a keyboard or screen-reader user hears the outcome at once.
 */
export function SwapSuccess({ receipt, onDone }: { receipt: SwapReceipt; onDone: () => void }) {
  const explorer = useExplorerLink();
  const href = explorer({ kind: 'tx', signature: receipt.signature });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="swap-success-title"
      className="flex flex-col gap-3 rounded-control border border-success/60 bg-success/10 p-4"
    >
      <h2 id="swap-success-title" ref={heading} tabIndex={-1} className="font-semibold text-success outline-none">
        Swap complete
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">You paid</dt>
        <dd className="text-right">{amountText(receipt.inputAmount, receipt.from)}</dd>
        <dt className="text-ink-muted">You received</dt>
        <dd className="text-right">{amountText(receipt.outputAmount, receipt.to)}</dd>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {href ? (
          <a href={href} target="_blank" rel="noreferrer" className="text-sm text-accent underline">
            View transaction on the explorer
          </a>
        ) : (
          <span className="text-sm text-ink-muted">The service sent no valid signature to look up.</span>
        )}
        <Button variant="secondary" onClick={onDone}>
          New swap
        </Button>
      </div>
    </section>
  );
}

import { useEffect, useState } from 'react';
import type { OrderResponse } from '../../../api/swap/schemas-v2';
import { Button } from '../../../components/ui/button';
import type { TxActionFailure } from '../../../hooks/tx/use-tx-action';
import { bpsToPercentString } from '../../../utils/bps';
import { diagnose, isSlippageFailure } from '../utils/swap-doctor';

export interface SentSwap {
  order: OrderResponse;
  receivedAt: number;
}

export interface SwapDoctorProps {
  failure: TxActionFailure;
  sent: SentSwap;
  requote: () => Promise<{ data?: OrderResponse | undefined }>;
  onRetryWith: (slippageBps: number) => void;
  onRetry: () => void;
}

/** After a failed swap: what happened in numbers (a fresh quote against the signed one) and the retry that fits. */
export function SwapDoctor({ failure, sent, requote, onRetryWith, onRetry }: SwapDoctorProps) {
  const [fresh, setFresh] = useState<bigint | null>(null);
  const [failedAt] = useState(() => Date.now());
  const expired = failure.kind === 'expired';
  const slippage = !expired && isSlippageFailure(failure.message);
  useEffect(() => {
    if (!slippage) return;
    let live = true;
    void requote().then((r) => {
      if (live && r.data) setFresh(r.data.outAmount);
    });
    return () => {
      live = false;
    };
  }, [slippage, requote]);
  const d = diagnose({
    message: failure.message,
    expired,
    slippageBps: sent.order.slippageBps,
    signedOut: sent.order.outAmount,
    freshOut: fresh,
    ageMs: failedAt - sent.receivedAt,
  });
  if (!d) return slippage ? <p className="text-sm text-ink-muted">Checking how far the price moved…</p> : null;
  return (
    <section aria-label="What went wrong" className="rounded-control border border-line bg-surface-raised p-3 text-sm">
      <p className="text-ink">{d.sentence}</p>
      {d.kind === 'slippage' ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => (d.retryBps === null ? onRetry() : onRetryWith(d.retryBps))}
        >
          {d.retryBps === null ? 'Retry with a new quote' : `Retry with ${bpsToPercentString(d.retryBps)} % slippage`}
        </Button>
      ) : null}
    </section>
  );
}

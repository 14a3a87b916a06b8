import { Notice } from '../../../components/ui/notice';
import type { SwapRunState } from '../hooks/use-swap-execution';

const STAGE_TEXT = {
  requoting: 'Getting a fresh quote before you sign…',
  signing: 'Waiting for your wallet…',
  sending: 'Sending the swap…',
  confirming: 'Confirming on chain…',
} as const;

/** Where the swap is, announced politely; a failure says what happened and that nothing else was spent. */
export function SwapProgress({ state }: { state: SwapRunState }) {
  if (state.status === 'error') {
    return (
      <Notice tone="danger" title="The swap did not go through" className="mt-2">
        {state.message}
      </Notice>
    );
  }
  return (
    <p role="status" className="min-h-5 text-center text-sm text-ink-muted">
      {state.status in STAGE_TEXT ? STAGE_TEXT[state.status as keyof typeof STAGE_TEXT] : ''}
    </p>
  );
}

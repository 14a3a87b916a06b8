import { Suspense, useState } from 'react';
import { useSwapOptions } from '../hooks/use-swap-options';
import { chunkLoader, lazyLoaded } from '../../../components/page/lazy-part';

// The body's own chunk, fetched when the panel opens: closed, it is one line, not worth JavaScript before the quote.
const loadBody = chunkLoader(() => import('./swap-options-body'));
const OptionsBody = lazyLoaded(loadBody, (m) => m.OptionsBody);

export function SwapOptionsPanel({ taker }: { taker: string | null }) {
  const [open, setOpen] = useState(() => useSwapOptions.getState().receiver !== '');
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="mt-3 rounded-control border border-line p-3 text-sm"
    >
      <summary className="cursor-pointer font-medium" onPointerEnter={loadBody.preload} onFocus={loadBody.preload}>
        Swap options
      </summary>
      {open ? (
        <Suspense fallback={<p role="status">Loading the options…</p>}>
          <OptionsBody taker={taker} />
        </Suspense>
      ) : null}
    </details>
  );
}

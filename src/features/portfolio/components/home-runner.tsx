import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TxProgress } from '../../../components/tx/tx-progress';
import { useHomeExecutor } from '../hooks/use-home-executor';
import { useHomeStore } from '../state/home-store';
import type { PortfolioItem } from '../utils/model';
import { reportText, runInSequence } from '../utils/run-sequence';

/**
 * Takes what was asked for (one item's button, or "bring everything home") and runs it one item at a time through
 * each feature's write hook; loaded when first needed, as it carries the signing code.
 */
export function HomeRunner() {
  const executor = useHomeExecutor();
  const queue = useHomeStore((s) => s.queue);
  const running = useRef(false);
  const run = useRef(executor.run);
  useLayoutEffect(() => {
    run.current = executor.run;
  });
  const [current, setCurrent] = useState<{ item: PortfolioItem; index: number; total: number } | null>(null);

  useEffect(() => {
    if (running.current || queue.length === 0) return;
    running.current = true;
    const store = useHomeStore.getState;
    void (async () => {
      for (let items = store().taken(); items.length > 0; items = store().taken()) {
        const batchIds = store().batch?.ids;
        const inBatch = batchIds !== undefined && items.every((i) => batchIds.includes(i.id));
        let index = 0;
        const report = await runInSequence(
          items,
          (item) => {
            setCurrent({ item, index: index++, total: items.length });
            store().started(item.id);
            return run.current(item);
          },
          (item, outcome) => store().finished(item.id, outcome),
        );
        if (inBatch) store().batchEnded(reportText(report));
      }
      setCurrent(null);
      running.current = false;
    })();
  }, [queue]);

  if (!current) return null;
  return (
    <div className="flex flex-col gap-1" aria-live="polite">
      <p className="text-sm font-medium">
        {current.total > 1 ? `Step ${String(current.index + 1)} of ${String(current.total)}: ` : ''}
        {current.item.action?.label}
      </p>
      {executor.state ? <TxProgress state={executor.state} /> : null}
    </div>
  );
}

import { measureElement, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { startTransition, useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { cn } from '../../utils/cn';

const FALLBACK_HEIGHT = 480;

// Sizes from ResizeObservers, after the frame's layout, not read in a commit (a forced layout, issue 30).
const observeWithFallback: typeof observeElementRect = (instance, cb) => {
  const element = instance.scrollElement;
  const Observer = instance.targetWindow?.ResizeObserver;
  if (!element || !Observer) return;
  const observer = new Observer(() => {
    const { clientWidth: width, clientHeight: height } = element;
    cb({ width, height: height > 0 ? height : FALLBACK_HEIGHT });
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
};

const measureAfterLayout: typeof measureElement = (element, entry, instance) => {
  if (entry) return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
};

export interface MeasuredListProps<T> {
  items: readonly T[];
  /** A row's height before it is measured (rows grow with their text). */
  estimate: number;
  getKey: (item: T, index: number) => Key;
  renderRow: (item: T, index: number) => ReactNode;
  /** Each row's accessible name, where a row has one. */
  rowLabel?: (item: T) => string;
  label: string;
  ordered?: boolean;
  /** The scroll box's classes: its height bound, above all. */
  className?: string;
  overscan?: number;
  /** Rows drawn when the list mounts, then two more per transition until the window is full. */
  firstRows?: number;
}

const ROWS_PER_STEP = 2;

/**
 * Windowing for rows of varying height (`@tanstack/react-virtual` measures each drawn row). The scroll box takes focus,
 * so the keys scroll it; a link tabbed to in a row drawn beyond the edge scrolls it in, which draws the next ones.
 */
export function MeasuredList<T>({
  items,
  estimate,
  getKey,
  renderRow,
  rowLabel,
  label,
  ordered = false,
  className,
  overscan = 3,
  firstRows = Infinity,
}: MeasuredListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Only plain values and the measuring ref leave the virtualizer, so the compiler skipping this component is harmless.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer: Virtualizer<HTMLDivElement, Element> = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimate,
    overscan,
    initialRect: { width: 0, height: FALLBACK_HEIGHT },
    observeElementRect: observeWithFallback,
    measureElement: measureAfterLayout,
    getItemKey: (i) => getKey(items[i] as T, i),
  });
  const rows = virtualizer.getVirtualItems();
  // A window of heavy rows mounted at once was a long task at 4× CPU (issue 30).
  const [limit, setLimit] = useState(firstRows);
  const windowRows = rows.length;
  useEffect(() => {
    // A value, not an updater: the virtualizer's own re-renders repeat this effect before the step has drawn.
    const next = limit + ROWS_PER_STEP >= windowRows ? Infinity : limit + ROWS_PER_STEP;
    if (limit < windowRows) startTransition(() => setLimit(next));
  }, [limit, windowRows]);
  const List = ordered ? 'ol' : 'ul';
  return (
    <div
      ref={scrollRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box must be reachable by keyboard
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrolls)`}
      className={cn('relative overflow-y-auto overscroll-contain', className)}
    >
      <List aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {rows.slice(0, limit).map((row) => (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            aria-label={rowLabel?.(items[row.index] as T)}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            className="absolute inset-x-0 pb-2"
            style={{ top: row.start }}
          >
            {renderRow(items[row.index] as T, row.index)}
          </li>
        ))}
      </List>
    </div>
  );
}

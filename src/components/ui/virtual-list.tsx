import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, type Key, type ReactNode, type RefObject } from 'react';
import { cn } from '../../utils/cn';

const FALLBACK_HEIGHT = 420;

const observeWithFallback: typeof observeElementRect = (instance, cb) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_HEIGHT }));

export interface VirtualRowsOptions {
  count: number;
  rowHeight: number;
  /** Rows drawn beyond each edge, so a fast scroll or a key press never shows a blank gap. */
  overscan?: number;
  /** A row always in the DOM (aria-activedescendant must point at an element); -1 for none. */
  keepIndex?: number;
  /** Scroll `keepIndex` into view when it changes: keyboard moves do, pointer hover must not. */
  reveal?: boolean;
}

/** Fixed-height windowing (`@tanstack/react-virtual`): rows at `i * rowHeight` in a `totalHeight` box. */
export function useVirtualRows(
  scrollRef: RefObject<HTMLElement | null>,
  { count, rowHeight, overscan = 4, keepIndex = -1, reveal = false }: VirtualRowsOptions,
): { indices: number[]; totalHeight: number } {
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indices = defaultRangeExtractor(range);
      if (keepIndex < 0 || keepIndex >= count || indices.includes(keepIndex)) return indices;
      return [...indices, keepIndex].sort((a, b) => a - b);
    },
    [keepIndex, count],
  );
  // Only plain values leave this hook, so the compiler skipping it (the virtualizer's functions change) is harmless.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer: Virtualizer<HTMLElement, Element> = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 0, height: FALLBACK_HEIGHT },
    observeElementRect: observeWithFallback,
    rangeExtractor,
  });
  useLayoutEffect(() => {
    if (reveal && keepIndex >= 0 && keepIndex < count) virtualizer.scrollToIndex(keepIndex, { align: 'auto' });
  }, [virtualizer, reveal, keepIndex, count]);
  return { indices: virtualizer.getVirtualItems().map((item) => item.index), totalHeight: virtualizer.getTotalSize() };
}

export interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  getKey: (item: T, index: number) => Key;
  renderRow: (item: T, index: number) => ReactNode;
  label: string;
  className?: string;
  overscan?: number;
}

export function VirtualList<T>({
  items,
  rowHeight,
  getKey,
  renderRow,
  label,
  className,
  overscan,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { indices, totalHeight } = useVirtualRows(scrollRef, { count: items.length, rowHeight, overscan });
  return (
    <div ref={scrollRef} className={cn('relative overflow-y-auto overscroll-contain', className)}>
      <ul aria-label={label} className="relative" style={{ height: totalHeight }}>
        {indices.map((i) => {
          const item = items[i] as T;
          return (
            <li
              key={getKey(item, i)}
              aria-setsize={items.length}
              aria-posinset={i + 1}
              className="absolute inset-x-0"
              style={{ top: i * rowHeight, height: rowHeight }}
            >
              {renderRow(item, i)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { useLayoutEffect, useRef, useState, type Key, type ReactNode, type RefObject } from 'react';
import { cn } from '../../utils/cn';

/** Used until the viewport has been measured (and in jsdom, which has no layout). */
const FALLBACK_HEIGHT = 420;

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

/** The rows the viewport of `el` touches, end exclusive. */
function rowsInView(el: HTMLElement, rowHeight: number) {
  const height = el.clientHeight || FALLBACK_HEIGHT;
  return { start: Math.floor(el.scrollTop / rowHeight), end: Math.ceil((el.scrollTop + height) / rowHeight) };
}

/**
 * Fixed-height windowing: the indices to render and the full height. The caller positions row `i` at
 * `i * rowHeight` inside a box of `totalHeight` in the scrolling element `scrollRef`. Rows of one height need only
 * the scroll offset, so this stays a few lines rather than a library in the first page (docs/architecture.md).
 */
export function useVirtualRows(
  scrollRef: RefObject<HTMLElement | null>,
  { count, rowHeight, overscan = 4, keepIndex = -1, reveal = false }: VirtualRowsOptions,
): { indices: number[]; totalHeight: number } {
  const [view, setView] = useState({ start: 0, end: Math.ceil(FALLBACK_HEIGHT / rowHeight) });
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    // A new state only when the rows in view change, not on every scrolled pixel.
    const read = () => {
      const next = rowsInView(el, rowHeight);
      setView((v) => (v.start === next.start && v.end === next.end ? v : next));
    };
    read();
    el.addEventListener('scroll', read, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(read);
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', read);
      resize?.disconnect();
    };
  }, [scrollRef, rowHeight]);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || !reveal || keepIndex < 0 || keepIndex >= count) return;
    const top = keepIndex * rowHeight;
    const height = el.clientHeight || FALLBACK_HEIGHT;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + rowHeight > el.scrollTop + height) el.scrollTop = top + rowHeight - height;
  }, [scrollRef, reveal, keepIndex, count, rowHeight]);
  const first = Math.max(0, view.start - overscan);
  const last = Math.min(count, view.end + overscan);
  const indices = Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i);
  if (keepIndex >= 0 && keepIndex < count && (keepIndex < first || keepIndex >= last)) {
    indices.push(keepIndex);
    indices.sort((a, b) => a - b);
  }
  return { indices, totalHeight: count * rowHeight };
}

export interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  getKey: (item: T, index: number) => Key;
  renderRow: (item: T, index: number) => ReactNode;
  /** Names the list for assistive technology. */
  label: string;
  className?: string;
  overscan?: number;
}

/** The list primitive for every long list (order history, events, invites): a scrolling `<ul>` of fixed-height rows. */
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

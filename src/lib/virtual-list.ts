/**
 * Windowing for a list of fixed-height rows: only the rows in view (plus `overscan` on each side) are rendered, so
 * 5,000 tokens cost as much to draw as 20. Pure functions; the component owns scrolling and measuring.
 */

export interface WindowInput {
  count: number;
  rowHeight: number;
  scrollTop: number;
  viewportHeight: number;
  overscan: number;
}

/** Half-open index range [start, end) to render. */
export interface RowRange {
  start: number;
  end: number;
}

export function visibleRange({ count, rowHeight, scrollTop, viewportHeight, overscan }: WindowInput): RowRange {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const inView = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, first + inView + overscan);
  return { start, end };
}

/** The scrollTop that brings row `index` fully into view, or null when it already is. */
export function scrollTopToReveal(
  index: number,
  { rowHeight, scrollTop, viewportHeight }: Pick<WindowInput, 'rowHeight' | 'scrollTop' | 'viewportHeight'>,
): number | null {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return Math.max(0, bottom - viewportHeight);
  return null;
}

export type ListKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'PageDown' | 'PageUp';

const LIST_KEYS = new Set<string>(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp']);

export function isListKey(key: string): key is ListKey {
  return LIST_KEYS.has(key);
}

/**
 * The next active row for a navigation key (WAI-ARIA listbox): arrows move one and stop at the ends, Page keys move a
 * page, Home / End jump. With no active row, Down starts at the top and Up at the bottom.
 */
export function nextActiveIndex(key: ListKey, current: number, count: number, pageSize: number): number {
  if (count <= 0) return -1;
  const last = count - 1;
  const page = Math.max(1, pageSize);
  const clamp = (i: number) => Math.min(last, Math.max(0, i));
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'ArrowDown':
      return current < 0 ? 0 : clamp(current + 1);
    case 'ArrowUp':
      return current < 0 ? last : clamp(current - 1);
    case 'PageDown':
      return clamp((current < 0 ? 0 : current) + page);
    case 'PageUp':
      return clamp((current < 0 ? 0 : current) - page);
  }
}

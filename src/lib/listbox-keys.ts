export type ListKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'PageDown' | 'PageUp';

const LIST_KEYS = new Set<string>(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp']);

export function isListKey(key: string): key is ListKey {
  return LIST_KEYS.has(key);
}

/** WAI-ARIA listbox keys; with no active row, Down starts at the top and Up at the bottom. */
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

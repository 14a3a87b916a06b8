import { useEffect, useState } from 'react';

/** `key` decides what counts as a change, so typing "12.5" gives one settled value, not four. */
export function useDebouncedValue<T>(value: T, delayMs: number, key: string = String(value)): T {
  const [settled, setSettled] = useState({ value, key });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ value, key }), delayMs);
    return () => clearTimeout(timer);
    // `value` is read through `key`: a new object with the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs]);
  return key === settled.key ? value : settled.value;
}

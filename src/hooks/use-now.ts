import { useEffect, useState } from 'react';

/** Epoch ms, ticking every `intervalMs` while mounted: countdowns are derived from it, not stored. */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

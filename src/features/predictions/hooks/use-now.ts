import { useEffect, useState } from 'react';

/** Unix seconds, ticking every `everyMs`: one timer for every countdown on screen. */
export function useNowSeconds(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const id = setInterval(() => setNow(Math.floor(Date.now() / 1000)), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

import { useNowSeconds } from '../hooks/use-now';
import { countdownText } from '../utils/event-view';

/** Its own timer, so only this text re-renders each second. */
export function Countdown({ closeSec }: { closeSec: number | null }) {
  const now = useNowSeconds(1_000);
  return <span>{countdownText(closeSec, now)}</span>;
}

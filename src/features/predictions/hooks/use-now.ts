import { useNow } from '../../../hooks/use-now';

/** Unix seconds, ticking every `everyMs`: one timer for every countdown on screen. */
export const useNowSeconds = (everyMs = 1_000): number => Math.floor(useNow(everyMs) / 1000);

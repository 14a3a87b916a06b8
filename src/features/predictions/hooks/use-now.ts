import { useNow } from '../../../hooks/use-now';

export const useNowSeconds = (everyMs = 1_000): number => Math.floor(useNow(everyMs) / 1000);

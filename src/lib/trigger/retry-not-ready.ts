import { isApiError } from '../../api/errors';

/** Cancel initiation answers 400 until the order can be withdrawn (feature anchors §2): retry this long. */
export const NOT_READY_TIMEOUT_MS = 60_000;

const isNotReady = (e: unknown) => isApiError(e) && e.kind === 'http' && e.status === 400;

/** Backs off 1, 2, then 3 s up to `timeoutMs`; other errors and the last 400 are passed on. */
export async function retryWhileNotReady<T>(
  call: () => Promise<T>,
  {
    sleep,
    now,
    onWaiting,
    timeoutMs = NOT_READY_TIMEOUT_MS,
  }: {
    sleep: (ms: number) => Promise<void>;
    now: () => number;
    onWaiting?: (attempt: number) => void;
    timeoutMs?: number;
  },
): Promise<T> {
  const start = now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (e) {
      if (!isNotReady(e) || now() - start >= timeoutMs) throw e;
      onWaiting?.(attempt);
      await sleep(Math.min(attempt, 3) * 1_000);
    }
  }
}

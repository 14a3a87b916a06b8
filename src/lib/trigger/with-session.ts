import { isApiError } from '../../api/errors';

export interface SessionAccess {
  /** The token held now, or null when not signed in. */
  current: () => string | null;
  /** Sign in again (one shared attempt for concurrent callers); resolves with the new token. */
  renew: () => Promise<string>;
}

const isSessionExpired = (e: unknown) => isApiError(e) && e.kind === 'session-expired';

/**
 * Runs a bearer call; a 401 (or no token) signs in again once and repeats the call once (spec: Authentication §3),
 * so a token made invalid mid-session never fails the action. A second 401 is passed on.
 */
export async function withSession<T>(access: SessionAccess, call: () => Promise<T>): Promise<T> {
  if (access.current() === null) await access.renew();
  try {
    return await call();
  } catch (e) {
    if (!isSessionExpired(e)) throw e;
    await access.renew();
    return call();
  }
}

/** One sign-in at a time per key: concurrent 401s share the first attempt. */
export function sharedAttempt<K>(run: (key: K) => Promise<string>): (key: K) => Promise<string> {
  const inFlight = new Map<K, Promise<string>>();
  return (key) => {
    const running = inFlight.get(key);
    if (running) return running;
    const p = run(key).finally(() => inFlight.delete(key));
    inFlight.set(key, p);
    return p;
  };
}

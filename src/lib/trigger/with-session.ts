import { isApiError } from '../../api/errors';
import { SignInError } from '../../api/trigger/sign-in-error';

export interface SessionAccess {
  current: () => string | null;
  renew: () => Promise<string>;
  drop: (token: string) => void;
}

export interface ResignBudget {
  used: boolean;
}

export const oneResign = (): ResignBudget => ({ used: false });

const isSessionExpired = (e: unknown) => isApiError(e) && e.kind === 'session-expired';

const refusedFresh = () =>
  new SignInError(
    'session-refused',
    'The order service refused the sign-in it had just accepted, so the wallet was not asked again.',
  );

async function resign(access: SessionAccess, budget: ResignBudget): Promise<void> {
  if (budget.used) throw refusedFresh();
  budget.used = true;
  await access.renew();
}

// A user action asks the wallet at most once per budget (spec: Authentication §3 says repeat the flow on a 401), so a
// service refusing every token cannot keep prompting.
export async function withSession<T>(
  access: SessionAccess,
  call: () => Promise<T>,
  budget: ResignBudget = oneResign(),
): Promise<T> {
  if (access.current() === null) await resign(access, budget);
  const used = access.current();
  try {
    return await call();
  } catch (e) {
    if (!isSessionExpired(e)) throw e;
    if (used !== null) access.drop(used);
    await resign(access, budget);
  }
  try {
    return await call();
  } catch (e) {
    if (isSessionExpired(e)) throw refusedFresh();
    throw e;
  }
}

// Nobody clicked (a list refreshing): never asks the wallet; a 401 forgets the token so the page offers to sign in.
export async function withoutSignIn<T>(access: SessionAccess, call: () => Promise<T>): Promise<T> {
  const used = access.current();
  try {
    return await call();
  } catch (e) {
    if (isSessionExpired(e) && used !== null) access.drop(used);
    throw e;
  }
}

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

import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { explainError } from '../../api/explain-error';
import { oneResign, sharedAttempt, withoutSignIn, withSession, type SessionAccess } from './with-session';

const expired = () => new ApiError({ kind: 'session-expired', status: 401, message: 'Unauthorized' });

/** A session holding `token`; renewing counts as one wallet prompt and yields a fresh token. */
function session(token: string | null) {
  let held = token;
  let n = 0;
  const renew = vi.fn(() => Promise.resolve((held = `fresh-${String(++n)}`)));
  const access: SessionAccess = {
    current: () => held,
    renew,
    drop: (t) => {
      if (held === t) held = null;
    },
  };
  return { access, renew, held: () => held };
}

describe('withSession (a user action)', () => {
  it('a 401 on a held token signs in again once and repeats the call, so the action does not fail', async () => {
    const s = session('old');
    const call = vi.fn(() => (s.held() === 'old' ? Promise.reject(expired()) : Promise.resolve('ok')));
    await expect(withSession(s.access, call)).resolves.toBe('ok');
    expect(s.renew).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('a 401 right after a fresh sign-in is a sentence, not another wallet prompt', async () => {
    const s = session(null);
    const call = vi.fn(() => Promise.reject(expired()));
    const failure = withSession(s.access, call).catch((e: unknown) => e);
    expect(await failure).toMatchObject({ kind: 'session-refused' });
    expect(s.renew).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(1);
    expect(explainError(await failure).title).toMatch(/refused the sign-in it had just accepted/);
  });

  it('a second 401 after the re-sign is refused too; other errors are passed on untouched', async () => {
    const s = session('t');
    await expect(withSession(s.access, () => Promise.reject(expired()))).rejects.toMatchObject({
      kind: 'session-refused',
    });
    expect(s.renew).toHaveBeenCalledTimes(1);
    const other = new ApiError({ kind: 'http', status: 400, message: 'bad' });
    await expect(withSession(s.access, () => Promise.reject(other))).rejects.toBe(other);
    expect(s.renew).toHaveBeenCalledTimes(1);
  });

  it('the calls of one action share one re-sign: a 401 on the second call does not prompt again', async () => {
    const s = session('old');
    const budget = oneResign();
    let craftCalls = 0;
    const craft = () => (craftCalls++ === 0 ? Promise.reject(expired()) : Promise.resolve('crafted'));
    await expect(withSession(s.access, craft, budget)).resolves.toBe('crafted');
    await expect(withSession(s.access, () => Promise.reject(expired()), budget)).rejects.toMatchObject({
      kind: 'session-refused',
    });
    expect(s.renew).toHaveBeenCalledTimes(1);
  });

  it('concurrent renewals share one attempt', async () => {
    let resolve: (t: string) => void = () => undefined;
    const run = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const shared = sharedAttempt(run);
    const a = shared('w');
    const b = shared('w');
    resolve('t');
    expect(await a).toBe('t');
    expect(await b).toBe('t');
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('withoutSignIn (a list refreshing)', () => {
  it('never asks the wallet: a 401 forgets the token and is passed on', async () => {
    const s = session('old');
    await expect(withoutSignIn(s.access, () => Promise.reject(expired()))).rejects.toMatchObject({
      kind: 'session-expired',
    });
    expect(s.renew).not.toHaveBeenCalled();
    expect(s.held()).toBeNull();
    await expect(withoutSignIn(session('t').access, () => Promise.resolve(1))).resolves.toBe(1);
  });
});

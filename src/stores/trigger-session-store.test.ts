// @vitest-environment jsdom
import { UnsecuredJWT } from 'jose';
import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('trigger session store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.resetModules();
  });

  it('keeps the token across a reload of the tab (a new module over the same sessionStorage)', async () => {
    const first = await import('./trigger-session-store');
    first.useTriggerSessionStore.getState().signedIn('Wallet1', 'jwt-1');
    vi.resetModules();
    const reloaded = await import('./trigger-session-store');
    await reloaded.useTriggerSessionStore.persist.rehydrate();
    expect(reloaded.useTriggerSessionStore.getState()).toMatchObject({ wallet: 'Wallet1', token: 'jwt-1' });
  });

  it('forgets it on sign-out, and keeps nothing in localStorage', async () => {
    const { useTriggerSessionStore, TRIGGER_SESSION_KEY } = await import('./trigger-session-store');
    useTriggerSessionStore.getState().signedIn('Wallet1', 'jwt-1');
    expect(localStorage.getItem(TRIGGER_SESSION_KEY)).toBeNull();
    useTriggerSessionStore.getState().signedOut();
    vi.resetModules();
    const reloaded = await import('./trigger-session-store');
    await reloaded.useTriggerSessionStore.persist.rehydrate();
    expect(reloaded.useTriggerSessionStore.getState().token).toBeNull();
  });

  it('a disconnect or another wallet forgets the session; the same wallet connecting after a reload keeps it', async () => {
    const { useTriggerSessionStore, liveToken } = await import('./trigger-session-store');
    const { useWalletStackStore } = await import('./wallet-stack-store');
    const connect = (address: string | null) =>
      useWalletStackStore.getState().published({
        wallet: { publicKey: address ? { toBase58: () => address } : null },
        connection: {},
      } as never);
    useTriggerSessionStore.getState().signedIn('Wallet1', 'jwt-1');
    connect(null);
    connect('Wallet1');
    expect(liveToken('Wallet1')).toBe('jwt-1');
    connect(null);
    expect(useTriggerSessionStore.getState().token).toBeNull();
    useTriggerSessionStore.getState().signedIn('Wallet1', 'jwt-2');
    connect('Wallet2');
    expect(useTriggerSessionStore.getState()).toMatchObject({ wallet: null, token: null });
  });

  it('a token is live until its exp, for its own wallet only; a newer token is not dropped for an older one', async () => {
    const { useTriggerSessionStore, liveToken } = await import('./trigger-session-store');
    const now = 1_800_000_000_000;
    const token = new UnsecuredJWT({})
      .setIssuedAt(now / 1000)
      .setExpirationTime(now / 1000 + 600)
      .encode();
    useTriggerSessionStore.getState().signedIn('Wallet1', token, now);
    expect(liveToken('Wallet1', now + 599_000)).toBe(token);
    expect(liveToken('Wallet2', now)).toBeNull();
    expect(liveToken('Wallet1', now + 600_000)).toBeNull();
    useTriggerSessionStore.getState().dropped('older');
    expect(useTriggerSessionStore.getState().token).toBe(token);
    useTriggerSessionStore.getState().dropped(token);
    expect(useTriggerSessionStore.getState().token).toBeNull();
  });
});

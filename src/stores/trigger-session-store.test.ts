// @vitest-environment jsdom
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
});

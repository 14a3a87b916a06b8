// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('watchlist store', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('keeps each wallet’s bookmarks apart and across a reload', async () => {
    const first = await import('./watchlist-store');
    first.useWatchlistStore.getState().toggled('walletA', 'E1');
    first.useWatchlistStore.getState().toggled('walletA', 'E2');
    first.useWatchlistStore.getState().toggled('walletB', 'E3');
    first.useWatchlistStore.getState().toggled('walletA', 'E1');
    vi.resetModules();
    const reloaded = await import('./watchlist-store');
    expect(reloaded.useWatchlistStore.getState().lists).toEqual({ walletA: ['E2'], walletB: ['E3'] });
  });

  it('starts empty from unreadable storage', async () => {
    localStorage.setItem('trading-app:prediction-watchlist', '{"walletA": [1, "E1"], "walletB": 7');
    const { useWatchlistStore } = await import('./watchlist-store');
    expect(useWatchlistStore.getState().lists).toEqual({});
  });
});

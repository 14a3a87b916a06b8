import { create } from 'zustand';

const KEY = 'trading-app:prediction-watchlist';
type Lists = Readonly<Record<string, readonly string[]>>;

function stored(): Lists {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
    const lists: Record<string, string[]> = {};
    for (const [wallet, ids] of Object.entries(raw)) {
      if (Array.isArray(ids)) lists[wallet] = ids.filter((id): id is string => typeof id === 'string');
    }
    return lists;
  } catch {
    return {};
  }
}

interface WatchlistState {
  lists: Lists;
  toggled: (wallet: string, eventId: string) => void;
}

/** Bookmarked events per wallet, kept in this browser across reloads. */
export const useWatchlistStore = create<WatchlistState>()((set, get) => ({
  lists: stored(),
  toggled: (wallet, eventId) => {
    const mine = get().lists[wallet] ?? [];
    const next = mine.includes(eventId) ? mine.filter((id) => id !== eventId) : [...mine, eventId];
    const lists = { ...get().lists, [wallet]: next };
    try {
      localStorage.setItem(KEY, JSON.stringify(lists));
    } catch {
      // Private mode or full storage: the bookmark lasts until the page closes.
    }
    set({ lists });
  },
}));

const NONE: readonly string[] = [];
export const useWatchlist = (wallet: string | undefined) =>
  useWatchlistStore((s) => (wallet ? (s.lists[wallet] ?? NONE) : NONE));

import * as z from 'zod/mini';
import { create } from 'zustand';
import type { InboxItem } from '../utils/model';

const KEY_PREFIX = 'trading-app:inbox:v1:';
/** Enough for months of events; the oldest marks go first. */
const KEEP_MAX = 500;

const memorySchema = z.object({
  seen: z.record(z.string(), z.number()),
  read: z.array(z.string()),
  dismissed: z.array(z.string()),
});
type Memory = z.output<typeof memorySchema>;
const EMPTY: Memory = { seen: {}, read: [], dismissed: [] };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadMemory(wallet: string): Memory {
  try {
    const parsed = memorySchema.safeParse(JSON.parse(storage()?.getItem(KEY_PREFIX + wallet) ?? 'null'));
    return parsed.success ? parsed.data : EMPTY;
  } catch {
    return EMPTY;
  }
}

function saveMemory(wallet: string, m: Memory) {
  const ids = Object.entries(m.seen)
    .sort((a, b) => b[1] - a[1])
    .slice(0, KEEP_MAX);
  const kept = new Set(ids.map(([id]) => id));
  const pruned = {
    seen: Object.fromEntries(ids),
    read: m.read.filter((id) => kept.has(id)),
    dismissed: m.dismissed.filter((id) => kept.has(id)),
  };
  storage()?.setItem(KEY_PREFIX + wallet, JSON.stringify(pruned));
}

interface InboxState {
  wallet: string | null;
  items: readonly InboxItem[];
  memory: Memory;
  /** False until the first poll for this wallet: what it finds is the baseline, not news to notify. */
  baselined: boolean;
  walletChanged: (wallet: string | null) => void;
  /** A poll's items replace the last; returns the ones never seen before for this wallet. */
  detected: (items: readonly InboxItem[], now: number) => InboxItem[];
  read: (ids: readonly string[]) => void;
  dismissed: (id: string) => void;
}

export const useInboxStore = create<InboxState>()((set, get) => ({
  wallet: null,
  items: [],
  memory: EMPTY,
  baselined: false,
  walletChanged: (wallet) => {
    if (wallet === get().wallet) return;
    set({ wallet, items: [], memory: wallet ? loadMemory(wallet) : EMPTY, baselined: false });
  },
  detected: (items, now) => {
    const { wallet, memory, baselined } = get();
    if (!wallet) return [];
    const fresh = items.filter((i) => memory.seen[i.id] === undefined);
    const seen = { ...memory.seen };
    for (const i of fresh) seen[i.id] = now;
    // An event without its own time (a health fall, fees) is dated by when it was first seen.
    const dated = items.map((i) => (i.at > 0 ? i : { ...i, at: seen[i.id] ?? now }));
    const next = { ...memory, seen };
    if (fresh.length > 0) saveMemory(wallet, next);
    set({ items: dated.sort((a, b) => b.at - a.at || a.id.localeCompare(b.id)), memory: next, baselined: true });
    return baselined ? fresh : [];
  },
  read: (ids) => {
    const { wallet, memory } = get();
    const add = ids.filter((id) => !memory.read.includes(id));
    if (!wallet || add.length === 0) return;
    const next = { ...memory, read: [...memory.read, ...add] };
    saveMemory(wallet, next);
    set({ memory: next });
  },
  dismissed: (id) => {
    const { wallet, memory } = get();
    if (!wallet || memory.dismissed.includes(id)) return;
    const next = { ...memory, dismissed: [...memory.dismissed, id] };
    saveMemory(wallet, next);
    set({ memory: next });
  },
}));

export const selectUnreadCount = (s: InboxState) =>
  s.items.filter((i) => !s.memory.dismissed.includes(i.id) && !s.memory.read.includes(i.id)).length;

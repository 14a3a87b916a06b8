import { create } from 'zustand';
import type { PortfolioItem } from '../utils/model';
import type { Outcome } from '../utils/run-sequence';

export type ItemRun =
  | { status: 'queued' }
  | { status: 'running' }
  | { status: 'done'; text: string }
  | { status: 'failed'; message: string };

export interface BatchState {
  ids: readonly string[];
  /** The sentence once the last item ran: what came home and what is left. */
  report: string | null;
}

interface HomeState {
  /** Asked for, not yet taken by the runner (its code loads on first need). */
  queue: readonly PortfolioItem[];
  runs: Readonly<Record<string, ItemRun>>;
  batch: BatchState | null;
  requested: (items: readonly PortfolioItem[], asBatch: boolean) => void;
  taken: () => readonly PortfolioItem[];
  started: (id: string) => void;
  finished: (id: string, outcome: Outcome) => void;
  batchEnded: (report: string) => void;
  cleared: () => void;
}

const idle = { queue: [], runs: {}, batch: null };

export const useHomeStore = create<HomeState>()((set, get) => ({
  ...idle,
  requested: (items, asBatch) =>
    set((s) => {
      const fresh = items.filter((i) => i.action && !['queued', 'running'].includes(s.runs[i.id]?.status ?? ''));
      const runs = { ...s.runs };
      for (const i of fresh) runs[i.id] = { status: 'queued' };
      return {
        queue: [...s.queue, ...fresh],
        runs,
        batch: asBatch ? { ids: fresh.map((i) => i.id), report: null } : s.batch,
      };
    }),
  taken: () => {
    const { queue } = get();
    set({ queue: [] });
    return queue;
  },
  started: (id) => set((s) => ({ runs: { ...s.runs, [id]: { status: 'running' } } })),
  finished: (id, o) =>
    set((s) => ({
      runs: { ...s.runs, [id]: o.ok ? { status: 'done', text: o.text } : { status: 'failed', message: o.message } },
    })),
  batchEnded: (report) => set((s) => (s.batch ? { batch: { ...s.batch, report } } : {})),
  cleared: () => set(idle),
}));

export const isBusy = (run: ItemRun | undefined) => run?.status === 'queued' || run?.status === 'running';

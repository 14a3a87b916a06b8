import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import * as z from 'zod/mini';
import { ROUTERS, type Router } from '../../../api/common';

/** Exclusions persist; the receiver does not (a reload must not send output elsewhere unnoticed). */
interface SwapOptionsState {
  excludeRouters: Router[];
  excludeDexes: string[];
  receiver: string;
  routerToggled: (router: Router, excluded: boolean) => void;
  dexesChanged: (dexes: string[]) => void;
  receiverChanged: (receiver: string) => void;
  reset: () => void;
}

const persisted = z.catch(
  z.object({
    excludeRouters: z.catch(z.array(z.enum(ROUTERS)), []),
    excludeDexes: z.catch(z.array(z.string().check(z.minLength(1))), []),
  }),
  { excludeRouters: [], excludeDexes: [] },
);

export const useSwapOptions = create<SwapOptionsState>()(
  persist(
    (set) => ({
      excludeRouters: [],
      excludeDexes: [],
      receiver: '',
      routerToggled: (router, excluded) =>
        set((s) => ({
          excludeRouters: excluded
            ? [...new Set([...s.excludeRouters, router])]
            : s.excludeRouters.filter((r) => r !== router),
        })),
      dexesChanged: (dexes) => set({ excludeDexes: [...new Set(dexes.map((d) => d.trim()).filter(Boolean))] }),
      receiverChanged: (receiver) => set({ receiver: receiver.trim() }),
      reset: () => set({ excludeRouters: [], excludeDexes: [], receiver: '' }),
    }),
    {
      name: 'trading-app:swap-options',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ excludeRouters: s.excludeRouters, excludeDexes: s.excludeDexes }),
      // A damaged stored value falls back field by field instead of breaking the page.
      merge: (stored, current) => ({ ...current, ...persisted.parse(stored) }),
    },
  ),
);

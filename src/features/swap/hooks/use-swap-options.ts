import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import * as z from 'zod/mini';
import { ROUTERS, type Router } from '../../../api/common';
import type { SpeedPreset } from '../utils/speed-presets';

/** Exclusions persist; the receiver does not (a reload must not send output elsewhere unnoticed). */
interface SwapOptionsState {
  excludeRouters: Router[];
  excludeDexes: string[];
  receiver: string;
  /** The speed preset last chosen and the fee it set (Settings may change the fee since). */
  speed: { id: SpeedPreset; lamports: string } | null;
  speedChosen: (speed: { id: SpeedPreset; lamports: string } | null) => void;
  routerToggled: (router: Router, excluded: boolean) => void;
  dexesChanged: (dexes: string[]) => void;
  receiverChanged: (receiver: string) => void;
  reset: () => void;
}

const persisted = z.catch(
  z.object({
    excludeRouters: z.catch(z.array(z.enum(ROUTERS)), []),
    excludeDexes: z.catch(z.array(z.string().check(z.minLength(1))), []),
    speed: z.catch(z.nullable(z.object({ id: z.enum(['fast', 'turbo', 'ultra']), lamports: z.string() })), null),
  }),
  { excludeRouters: [], excludeDexes: [], speed: null },
);

export const useSwapOptions = create<SwapOptionsState>()(
  persist(
    (set) => ({
      excludeRouters: [],
      excludeDexes: [],
      receiver: '',
      speed: null,
      speedChosen: (speed) => set({ speed }),
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
      partialize: (s) => ({ excludeRouters: s.excludeRouters, excludeDexes: s.excludeDexes, speed: s.speed }),
      // A damaged stored value falls back field by field instead of breaking the page.
      merge: (stored, current) => ({ ...current, ...persisted.parse(stored) }),
    },
  ),
);

import * as z from 'zod/mini';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { addressSchema } from '../../../api/common';

export const launchSchema = z.object({
  wallet: addressSchema,
  mint: addressSchema,
  name: z.string().check(z.maxLength(64)),
  symbol: z.string().check(z.maxLength(16)),
  quote: z.enum(['USDC', 'SOL', 'JUP']),
  imageUrl: z.string().check(z.maxLength(500)),
  signature: z.string().check(z.maxLength(100)),
  createdAt: z.int().check(z.nonnegative()),
});
export type Launch = z.output<typeof launchSchema>;

interface LaunchesState {
  launches: Launch[];
  added: (launch: Launch) => void;
}

export const LAUNCHES_STORAGE_KEY = 'trading-app:launches';

export const useLaunchesStore = create<LaunchesState>()(
  persist(
    (set) => ({
      launches: [],
      added: (launch) =>
        set((s) => ({ launches: [launch, ...s.launches.filter((l) => l.mint !== launch.mint)].slice(0, 200) })),
    }),
    {
      name: LAUNCHES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Stored text is input like any other: entries that do not parse are dropped, not trusted.
      merge: (persisted, current) => {
        const list = z.array(z.unknown()).safeParse((persisted as { launches?: unknown } | undefined)?.launches);
        const launches = (list.data ?? []).flatMap((l) => {
          const parsed = launchSchema.safeParse(l);
          return parsed.success ? [parsed.data] : [];
        });
        return { ...current, launches };
      },
    },
  ),
);

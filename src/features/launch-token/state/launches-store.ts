import * as z from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { addressSchema } from '../../../api/common';

/** A launch this browser made: Studio has no "pools by creator" read, so My launches starts from these. */
export const launchSchema = z.object({
  wallet: addressSchema,
  mint: addressSchema,
  name: z.string().max(64),
  symbol: z.string().max(16),
  quote: z.enum(['USDC', 'SOL', 'JUP']),
  imageUrl: z.string().max(500),
  signature: z.string().max(100),
  createdAt: z.number().int().nonnegative(),
  /** The creator vesting the pool was created with (whole tokens, seconds); null without one. */
  vesting: z
    .object({
      tokens: z.number().nonnegative(),
      periods: z.number().int().nonnegative(),
      durationSeconds: z.number().nonnegative(),
      cliffSeconds: z.number().nonnegative(),
    })
    .nullable()
    .default(null),
});
export type Launch = z.output<typeof launchSchema>;

interface LaunchesState {
  /** Newest first. */
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

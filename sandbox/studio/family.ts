import { defineFamily, type FamilyJournal } from '../kit/family';
import { seedLaunches } from './big-wallet';
import type { LaunchRecord, StudioState } from './launch';
import { studioRoutes, uploadRoutes } from './routes';
import { Studio } from './studio';
import { UPLOADS_PATH } from './uploads';

export const studioFamily = defineFamily({
  name: 'studio',
  build: 'open',
  create(ctx, saved: StudioState | undefined, journal: FamilyJournal<LaunchRecord> | null) {
    const studio = new Studio(
      {
        seed: ctx.seed,
        ledger: ctx.ledger,
        time: ctx.time,
        uploadsDir: ctx.uploadsDir,
        onChange: (launch) => {
          ctx.markDirty();
          journal?.append(launch);
        },
      },
      saved,
    );
    for (const launch of journal?.replayed ?? []) studio.absorb(launch);
    if (!ctx.restored) studio.uploads.clear(); // another world's files
    return studio;
  },
  save: (studio) => studio.toJSON(),
  reset: (studio) => studio.reset(),
  // Its pools join the engine's; the keeper (vesting, graduation) starts with them.
  onEngine: (studio, engine) => studio.attach(engine),
  seedWallet: (studio, seeding) => seedLaunches(studio, seeding),
  keeper: { runs: 'engine', start: (studio) => studio.keeper.start(), stop: (studio) => studio.keeper.stop() },
  mounts: [
    // Presigned URLs carry their own signature, not the API key (a storage host's, supplement §8).
    {
      path: UPLOADS_PATH,
      keyless: true,
      ownBodyLimit: ['/*'],
      routes: (ctx, studio) => uploadRoutes(studio(), () => ctx.time.now()),
    },
    { path: '/studio/v1', ownBodyLimit: ['/dbc-pool/submit'], routes: (_ctx, studio) => studioRoutes(studio()) },
  ],
});

import { Hono } from 'hono';
import { defineFamily, type FamilyJournal } from '../kit/family';
import { seedTriggerOrders } from './big-wallet';
import { triggerControlRoutes } from './control';
import { triggerRoutes } from './routes';
import { TriggerService } from './service';
import type { TriggerJournalLine, TriggerState } from './types';

export const triggerFamily = defineFamily({
  name: 'trigger',
  // Built at open (after the journal's replay), so that a restart settles what was in flight.
  build: 'open',
  create: (ctx, saved: TriggerState | undefined, journal: FamilyJournal<TriggerJournalLine> | null) =>
    new TriggerService({
      world: ctx.world,
      ledger: ctx.ledger,
      engine: () => ctx.engine,
      now: () => ctx.time.now(),
      onAdvance: (listener) => ctx.time.onAdvance(listener),
      saved,
      journal,
    }),
  save: (service) => service.toJSON(),
  reset: (service) => service.reset(),
  // Open orders follow the pools; a restart leaves building the engine to the first request or keeper tick.
  keeper: {
    runs: 'market',
    start: (service) => service.keeper.start(),
    withEngine: (service) => service.keeper.watchIfOpen(),
    stop: (service) => service.keeper.stop(),
  },
  // Wrapped: its own Hono types the wallet the bearer check sets, which the API's app does not know.
  mounts: [{ path: '/trigger/v2', routes: (_ctx, service) => new Hono().route('/', triggerRoutes(service())) }],
  control: [{ path: '/trigger', routes: (_ctx, service) => triggerControlRoutes(service()) }],
  seedWallet: (service, seeding) => seedTriggerOrders(service, seeding),
});

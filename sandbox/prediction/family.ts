import { defineFamily } from '../kit/family';
import { seedPredictionPositions } from './big-wallet';
import { predictionKeyCheck } from './http';
import { predictionControlRoutes } from './control';
import { predictionRoutes } from './routes';
import { PredictionService } from './service';
import type { PredictionState } from './state';

export const predictionFamily = defineFamily({
  name: 'prediction',
  // Its world (79 events, their books) is built by the first request that needs it, not at start.
  build: 'first-use',
  create: (ctx, saved: PredictionState | undefined) =>
    PredictionService.open(
      { ledger: ctx.ledger, seed: ctx.seed, time: ctx.time, markDirty: () => ctx.markDirty() },
      saved,
    ),
  save: (service) => service.state,
  // Its landing observer, co-signer and clock sweep start with the service; a reset drops it for a fresh one.
  keeper: { runs: 'build', stop: (service) => service.close() },
  mounts: [{ path: '/prediction/v1', routes: (_ctx, service) => predictionRoutes(service) }],
  control: [{ path: '/prediction', routes: (_ctx, service) => predictionControlRoutes(service) }],
  // Prediction answers a bad key in its own envelope (supplement §11); the API's check then passes.
  keyCheck: predictionKeyCheck,
  seedWallet: (service, seeding) => seedPredictionPositions(service, seeding),
});

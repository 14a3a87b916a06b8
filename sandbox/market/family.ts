import { defineFamily } from '../kit/family';
import { marketControlRoutes } from './http/control';
import { priceRoutes } from './http/price';
import { tokenRoutes } from './http/tokens';

// The engine (pools, prices, the market) is the sandbox's own, saved as `engine`: this family only answers about it.
export const marketFamily = defineFamily({
  name: 'market',
  build: 'open',
  mounts: [
    { path: '/tokens/v2', routes: (ctx) => tokenRoutes(ctx) },
    { path: '/price/v3', routes: (ctx) => priceRoutes(ctx) },
  ],
  // `/__sandbox/price` and `/__sandbox/market`, where they have always been.
  control: [{ path: '/', routes: (ctx) => marketControlRoutes(ctx) }],
});

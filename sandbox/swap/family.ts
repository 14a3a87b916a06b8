import { defineFamily } from '../kit/family';
import { stagingQuoteRoutes, swapV1Routes } from './http/swap-v1';
import { swapV2Routes } from './http/swap-v2';
import { txRpcRoutes, txSubmitRoutes } from './http/tx-submit';
import { ultraRoutes } from './http/ultra';

// Orders live in memory only (order/request-store.ts): no section of the state file, no keeper.
export const swapFamily = defineFamily({
  name: 'swap',
  build: 'open',
  mounts: [
    { path: '/swap/v2', routes: (ctx) => swapV2Routes(ctx) },
    { path: '/ultra/v1', routes: (ctx) => ultraRoutes(ctx) },
    { path: '/swap/v1', routes: (ctx) => swapV1Routes(ctx) },
    { path: '/staging', routes: (ctx) => stagingQuoteRoutes(ctx) },
    { path: '/tx/v1', routes: (ctx) => txSubmitRoutes(ctx) },
    { path: '/tx-rpc', routes: (ctx) => txRpcRoutes(ctx) },
  ],
});

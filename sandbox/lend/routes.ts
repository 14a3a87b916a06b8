import { Hono } from 'hono';
import type { Sandbox } from '../sandbox';
import { answer } from '../edge/validate';
import { borrowOracle } from './borrow/oracle';
import { operate, operateInstructions } from './borrow/operate';
import { borrowPositions, borrowVaults } from './borrow/read';
import { startLend } from './landing';
import { earnings, earnPositions, earnTokens } from './read';
import { deposit, mint, redeem, withdraw, type LendContext } from './service';

export function lendContext(sandbox: Sandbox): LendContext {
  return {
    world: sandbox.world,
    ledger: sandbox.ledger,
    seed: sandbox.options.seed,
    now: () => sandbox.time.now(),
    book: sandbox.lend,
    persist: () => sandbox.save(true),
    fund: (owner, asset, amount) => sandbox.fund(owner, { tokens: { [asset]: amount } }),
  };
}

// Spec §4.10, supplement §10; mounted at /lend/v1.
export function lendRoutes(sandbox: Sandbox) {
  const ctx = lendContext(sandbox);
  startLend(ctx, (listener) => sandbox.time.onAdvance(listener));
  const app = new Hono();
  app.get('/earn/tokens', (c) => answer(c, () => earnTokens(ctx)));
  app.get('/earn/positions', (c) => answer(c, (query) => earnPositions(ctx, query)));
  app.get('/earn/earnings', (c) => answer(c, (query) => earnings(ctx, query)));
  app.post('/earn/deposit', (c) => answer(c, (body) => deposit(ctx, body)));
  app.post('/earn/withdraw', (c) => answer(c, (body) => withdraw(ctx, body)));
  app.post('/earn/mint', (c) => answer(c, (body) => mint(ctx, body)));
  app.post('/earn/redeem', (c) => answer(c, (body) => redeem(ctx, body)));
  app.get('/borrow/vaults', (c) => answer(c, (query) => borrowVaults(ctx, query)));
  app.get('/borrow/positions', (c) => answer(c, (query) => borrowPositions(ctx, query)));
  app.post('/borrow/operate', (c) => answer(c, (body) => operate(ctx, body, c.req.query())));
  app.post('/borrow/operate-instructions', (c) => answer(c, (body) => operateInstructions(ctx, body, c.req.query())));
  return app;
}

export function lendControlRoutes(sandbox: Sandbox) {
  return new Hono().post('/oracle', (c) => answer(c, (body) => borrowOracle(lendContext(sandbox), body)));
}

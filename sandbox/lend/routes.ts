import { Hono, type Context } from 'hono';
import {
  earnAmountParamsSchema,
  earnRateHistoryParamsSchema,
  earnSharesParamsSchema,
  operateParamsSchema,
} from '../../src/api/lend/schemas';
import { errorEnvelope, refusedAs } from '../edge/answer';
import { readJson, readQuery } from '../edge/body';
import { borrowOracle, oracleBody } from './borrow/oracle';
import { operate, operateInstructions } from './borrow/operate';
import { borrowPositions, borrowPositionsQuery, borrowVaults, marketQuery } from './borrow/read';
import { setWithdrawalLimit, limitBody } from './limit';
import { rateHistory } from './rate-history';
import { earnings, earningsQuery, earnPositions, earnTokens, positionsQuery } from './read';
import { deposit, mint, redeem, withdraw, type LendContext } from './service';

const E = errorEnvelope('Body must be JSON', false);

// Spec §4.10, supplement §10; mounted at /lend/v1.
export function lendRoutes(ctx: LendContext) {
  const app = new Hono();
  app.onError(refusedAs(E));
  // The market may come in the query (supplement §10).
  const operateBody = (c: Context) => {
    const market = c.req.query('market');
    return readJson(c, operateParamsSchema, E, market ? { market } : {});
  };
  app.get('/earn/tokens', (c) => c.json(earnTokens(ctx)));
  app.get('/earn/positions', (c) => c.json(earnPositions(ctx, readQuery(c, positionsQuery, E))));
  app.get('/earn/earnings', (c) => c.json(earnings(ctx, readQuery(c, earningsQuery, E))));
  // Sandbox-only (not in the spec): the real dialect answers 404, as the real service does.
  app.get('/earn/rate-history', (c) => c.json(rateHistory(ctx, readQuery(c, earnRateHistoryParamsSchema, E))));
  app.post('/earn/deposit', async (c) => c.json(deposit(ctx, await readJson(c, earnAmountParamsSchema, E))));
  app.post('/earn/withdraw', async (c) => c.json(withdraw(ctx, await readJson(c, earnAmountParamsSchema, E))));
  app.post('/earn/mint', async (c) => c.json(mint(ctx, await readJson(c, earnSharesParamsSchema, E))));
  app.post('/earn/redeem', async (c) => c.json(redeem(ctx, await readJson(c, earnSharesParamsSchema, E))));
  app.get('/borrow/vaults', (c) => c.json(borrowVaults(ctx, readQuery(c, marketQuery, E))));
  app.get('/borrow/positions', (c) => c.json(borrowPositions(ctx, readQuery(c, borrowPositionsQuery, E))));
  app.post('/borrow/operate', async (c) => c.json(operate(ctx, await operateBody(c))));
  app.post('/borrow/operate-instructions', async (c) => c.json(operateInstructions(ctx, await operateBody(c))));
  return app;
}

export function lendControlRoutes(ctx: LendContext) {
  return new Hono()
    .onError(refusedAs(E))
    .post('/oracle', async (c) => c.json(borrowOracle(ctx, await readJson(c, oracleBody, E))))
    .post('/withdrawal-limit', async (c) => c.json(setWithdrawalLimit(ctx, await readJson(c, limitBody, E))));
}

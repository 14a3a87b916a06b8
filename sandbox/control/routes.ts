import { Hono, type Env, type Schema } from 'hono';
import type { HonoBase } from 'hono/hono-base';
import * as z from 'zod';
import { addressSchema } from '../../src/api/common';
import { fromDecimalString } from '../../src/utils/amount';
import type { Clock } from '../chain/clock';
import { foreignOriginMessage, type OriginPolicy } from '../edge/cors';
import { PLAIN, refusedAs } from '../edge/answer';
import { readJson } from '../edge/body';
import type { Sandbox } from '../sandbox';
import { walletBalances } from '../world/balances';
import { FundError } from '../world/fund';
import { logoSvg } from '../world/logo';
import { seedRoutes } from './big-wallet';

const MAX_SOL = 1_000_000;
const SOL_TEXT = /^\d+(\.\d{1,9})?$/;
const rawAmount = z.string().regex(/^\d{1,20}$/, 'must be a raw integer amount as a string');

const fundSchema = z.strictObject({
  address: addressSchema,
  sol: z
    .union([
      // 1e-7 reads back as "1e-7": a number needs a plain decimal form (small amounts can be sent as strings).
      z
        .number()
        .nonnegative()
        .max(MAX_SOL)
        .refine((n) => SOL_TEXT.test(String(n)), 'must have at most 9 decimals (send small amounts as a string)'),
      z
        .string()
        .regex(SOL_TEXT, 'must be a decimal amount of SOL')
        .refine((text) => Number(text) <= MAX_SOL, `must be at most ${String(MAX_SOL)} SOL`),
    ])
    .optional(),
  tokens: z.record(addressSchema, rawAmount).optional(),
  welcome: z.boolean().optional(),
});

const clockSchema = z.strictObject({
  advanceSlots: z.int().min(1).max(100_000).optional(),
  /** Milliseconds per slot; 0 stops the clock so tests can step it. */
  slotMs: z.int().min(0).max(60_000).optional(),
  /** Move the sandbox's time forward (expiries, recurring rounds, vesting); only a reset takes it back. */
  advanceMs: z
    .int()
    .min(1)
    .max(400 * 24 * 3_600_000)
    .optional(),
});

/** `/__sandbox/*`: what tests and demos need to drive the sandbox. No API key, like a local validator's faucet. */
export function controlRoutes(
  sandbox: Sandbox,
  clock: Clock,
  allowed: OriginPolicy,
  families: readonly { readonly path: string; readonly app: HonoBase<Env, Schema, string> }[],
) {
  const app = new Hono();
  app.onError(refusedAs(PLAIN));
  // A page on another origin can POST text/plain or a form without a preflight: refuse it by origin, and refuse
  // any body that is not JSON (which a browser sends cross-origin only after a preflight this origin fails).
  app.use('*', async (c, next) => {
    const origin = c.req.header('origin');
    if (!allowed(origin)) return c.json({ error: foreignOriginMessage(origin ?? '') }, 403);
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && type !== 'application/json') {
      return c.json({ error: 'Content-Type must be application/json (send a JSON body, {} when empty)' }, 415);
    }
    await next();
  });
  const health = () => ({
    ok: true,
    seed: sandbox.options.seed,
    genesisHash: sandbox.ledger.genesisHash,
    slot: sandbox.ledger.slot,
    blockHeight: sandbox.ledger.blockHeight,
    slotMs: clock.slotMs,
    now: sandbox.time.now(),
    tokens: sandbox.world.size,
  });

  app.get('/health', (c) => c.json(health()));
  // Each family's own controls (the market's at the root, the others under their name): this file knows no family.
  for (const { path, app: routes } of families) app.route(path, routes);
  app.route('/seed', seedRoutes(sandbox));

  app.post('/reset', (c) => {
    sandbox.reset();
    return c.json(health());
  });

  app.post('/fund', async (c) => {
    const { address, sol, tokens, welcome } = await readJson(c, fundSchema, PLAIN);
    try {
      let funded = true;
      if (welcome) funded = sandbox.welcome(address);
      if (sol !== undefined || tokens) {
        sandbox.fund(address, {
          sol: sol === undefined ? undefined : fromDecimalString(String(sol), 9),
          tokens: tokens && Object.fromEntries(Object.entries(tokens).map(([mint, raw]) => [mint, BigInt(raw)])),
        });
        funded = true;
      }
      return c.json({ address, funded, balances: walletBalances(sandbox.ledger, sandbox.world, address) });
    } catch (cause) {
      if (cause instanceof FundError) return c.json({ error: cause.message }, 400);
      throw cause;
    }
  });

  app.post('/clock', async (c) => {
    const body = await readJson(c, clockSchema, PLAIN);
    if (body.slotMs !== undefined) clock.setSlotMs(body.slotMs);
    if (body.advanceMs) sandbox.time.advance(body.advanceMs);
    if (body.advanceSlots) sandbox.ledger.advanceSlots(body.advanceSlots);
    return c.json({
      slot: sandbox.ledger.slot,
      blockHeight: sandbox.ledger.blockHeight,
      slotMs: clock.slotMs,
      now: sandbox.time.now(),
    });
  });

  app.get('/wallet/:address', (c) => {
    const parsed = addressSchema.safeParse(c.req.param('address'));
    if (!parsed.success) return c.json({ error: 'address: must be a base58 Solana address' }, 400);
    return c.json(walletBalances(sandbox.ledger, sandbox.world, parsed.data));
  });

  app.get('/logos/:file', (c) => {
    const mint = c.req.param('file').replace(/\.svg$/, '');
    const token = sandbox.world.byMint.get(mint);
    if (!token) return c.json({ error: `no token with mint ${mint}` }, 404);
    return c.body(logoSvg(token), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      // Logos are a pure function of the mint and the seed: let the browser keep them.
      'cache-control': 'public, max-age=86400',
    });
  });

  return app;
}

import { Hono } from 'hono';
import * as z from 'zod';
import { addressSchema } from '../../src/api/common';
import { PLAIN, refusedAs } from '../edge/answer';
import { readJson } from '../edge/body';
import { type Seeding, seedingFor, rawWorth } from '../kit/wallet-seeding';
import type { Sandbox } from '../sandbox';
import type { Address } from '../world/address';
import { associatedTokenAddress } from '../world/fund';
import { NATIVE_MINT, TOKEN_2022_PROGRAM, type SandboxToken } from '../world/token';

const TOKEN_ACCOUNTS = 500;
const TOKEN_2022_SHARE = 60;
const DUST_EVERY = 5;
const SOL_LAMPORTS = 50_000_000_000n;

const bodySchema = z.strictObject({ address: addressSchema });

/** Through the faucet (journaled); an account the wallet has already is left as it is (a second seeding adds nothing). */
function seedTokenAccounts(sandbox: Sandbox, s: Seeding) {
  const usable = s.world.tokens.filter((t) => t.id !== NATIVE_MINT);
  const t22 = usable.filter((t) => t.tokenProgram === TOKEN_2022_PROGRAM).slice(0, TOKEN_2022_SHARE);
  const chosen = new Set<SandboxToken>([...t22, ...usable.filter((t) => t.origin === 'well-known')]);
  for (const t of usable) {
    if (chosen.size >= TOKEN_ACCOUNTS) break;
    chosen.add(t);
  }
  const tokens: Record<Address, bigint> = {};
  let dust = 0;
  [...chosen].forEach((t, i) => {
    const isDust = i % DUST_EVERY === DUST_EVERY - 1;
    if (isDust) dust++;
    const amount = isDust ? BigInt(s.rng.int(1, 9)) : rawWorth(t, s.rng.logRange(0.5, 5_000));
    if (!s.ledger.getAccount(associatedTokenAddress(t.id, s.address, t.tokenProgram))) tokens[t.id] = amount;
  });
  const sol = s.ledger.getBalance(s.address) < SOL_LAMPORTS ? SOL_LAMPORTS : undefined;
  sandbox.fund(s.address, { sol, tokens });
  return { accounts: chosen.size, token2022: t22.length, dust };
}

/** A wallet with a year of history: token accounts, then each family's share in its own state and ledger accounts. */
function seedBigWallet(sandbox: Sandbox, address: Address) {
  const started = performance.now();
  const s = seedingFor(
    { seed: sandbox.options.seed, world: sandbox.world, ledger: sandbox.ledger, now: sandbox.time.now() },
    address,
  );
  const tokens = seedTokenAccounts(sandbox, s);
  const families = sandbox.families.seedWallet(s);
  sandbox.markDirty();
  return { address, tokens, ...families, ms: Math.round(performance.now() - started) };
}

export function seedRoutes(sandbox: Sandbox) {
  const app = new Hono();
  app.onError(refusedAs(PLAIN));
  app.post('/big-wallet', async (c) => {
    const { address } = await readJson(c, bodySchema, PLAIN);
    return c.json(seedBigWallet(sandbox, address));
  });
  return app;
}

import * as z from 'zod/mini';
import { rpcResult } from '../lib/json-rpc';
import type { TokenHolding, TokenProgram } from './use-wallet-balances';

/** The jsonParsed token account shape both token programs return (only what we read). */
const parsedTokenAccountSchema = z.object({
  parsed: z.object({
    info: z.object({
      mint: z.string(),
      tokenAmount: z.object({
        amount: z.string().check(z.regex(/^\d+$/)),
        decimals: z.int().check(z.gte(0), z.lte(255)),
      }),
    }),
  }),
});

const accountSchema = z.object({ pubkey: z.string(), account: z.object({ data: parsedTokenAccountSchema }) });
const listSchema = z.object({ value: z.array(z.unknown()) });

const CHUNK = 100;
const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
const pause = () => (scheduler?.yield ? scheduler.yield() : new Promise<void>((done) => setTimeout(done, 0)));

/** Read a hundred accounts a task (issue 30). */
export async function tokenAccounts(endpoint: string, owner: string, programId: string, program: TokenProgram) {
  const params = [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }];
  const { value } = listSchema.parse(await rpcResult(endpoint, 'getTokenAccountsByOwner', params));
  const holdings: TokenHolding[] = [];
  for (let i = 0; i < value.length; i += CHUNK) {
    if (i > 0) await pause();
    for (const item of value.slice(i, i + CHUNK)) {
      const parsed = accountSchema.safeParse(item);
      if (!parsed.success) {
        const { pubkey } = item as { pubkey?: unknown };
        throw new Error(`The RPC returned a token account it did not parse (${String(pubkey)}).`);
      }
      const { mint, tokenAmount } = parsed.data.account.data.parsed.info;
      holdings.push({ mint, amount: BigInt(tokenAmount.amount), decimals: tokenAmount.decimals, program });
    }
  }
  return holdings;
}

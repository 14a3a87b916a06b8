import * as z from 'zod/mini';
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
const rpcAnswerSchema = z.object({
  result: z.optional(z.object({ value: z.array(z.unknown()) })),
  error: z.optional(z.object({ message: z.string() })),
});

const CHUNK = 100;
const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
const pause = () => (scheduler?.yield ? scheduler.yield() : new Promise<void>((done) => setTimeout(done, 0)));

/**
 * A plain JSON-RPC call, read a hundred accounts a task: web3.js validates and turns every address into a PublicKey,
 * for a wallet of hundreds of tokens one long task on every page (issue 30).
 */
export async function tokenAccounts(endpoint: string, owner: string, programId: string, program: TokenProgram) {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountsByOwner',
      params: [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    }),
  });
  if (!res.ok) throw new Error(`The RPC answered ${String(res.status)} for the wallet's token accounts.`);
  const answer = rpcAnswerSchema.safeParse(await res.json().catch(() => null));
  const value = answer.success ? answer.data.result?.value : undefined;
  if (!value)
    throw new Error(`The RPC could not list the token accounts: ${answer.data?.error?.message ?? 'no answer'}.`);
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

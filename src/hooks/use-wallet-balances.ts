import { useConnection, useWallet } from './wallet/use-wallet';
import type { Connection } from '@solana/web3.js';
import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { loadWeb3 } from '../lib/lazy-web3';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../utils/solana-wire/programs';

export { TOKEN_PROGRAM as TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM as TOKEN_2022_PROGRAM_ID };

export type TokenProgram = 'token' | 'token-2022';

export interface TokenHolding {
  mint: string;
  amount: bigint;
  decimals: number;
  program: TokenProgram;
}

export interface WalletBalances {
  owner: string;
  lamports: bigint;
  tokens: Record<string, TokenHolding>;
}

export type BalanceConnection = Pick<Connection, 'rpcEndpoint' | 'getBalance'>;

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
async function tokenAccounts(endpoint: string, owner: string, programId: string, program: TokenProgram) {
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

export async function fetchWalletBalances(connection: BalanceConnection, owner: string): Promise<WalletBalances> {
  // web3.js is loaded by now in the app (a wallet is connected); the first page does not carry it.
  const { PublicKey } = await loadWeb3();
  const key = new PublicKey(owner);
  const [lamports, classic, token2022] = await Promise.all([
    connection.getBalance(key, 'confirmed'),
    tokenAccounts(connection.rpcEndpoint, owner, TOKEN_PROGRAM, 'token'),
    tokenAccounts(connection.rpcEndpoint, owner, TOKEN_2022_PROGRAM, 'token-2022'),
  ]);
  const tokens: Record<string, TokenHolding> = {};
  for (const account of [...classic, ...token2022]) {
    const held = tokens[account.mint];
    if (held) held.amount += account.amount;
    else tokens[account.mint] = { ...account };
  }
  if (!Number.isSafeInteger(lamports) || lamports < 0) {
    throw new Error(`The RPC returned a SOL balance it did not parse (${String(lamports)}).`);
  }
  return { owner, lamports: BigInt(lamports), tokens };
}

/** Keys hold the RPC endpoint and owner, so switching never shows another wallet's or chain's numbers. */
export const balanceQueries = {
  all: () => ['balances'] as const,
  wallet: (connection: BalanceConnection, owner: string | null) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the connection is identified by its endpoint
    queryOptions({
      queryKey: [...balanceQueries.all(), connection.rpcEndpoint, owner] as const,
      queryFn: owner ? () => fetchWalletBalances(connection, owner) : skipToken,
      staleTime: 5_000,
      refetchInterval: 15_000,
    }),
};

/** Cancel first: a read in flight would absorb the invalidation (TanStack dedupes) and show stale balances. */
export async function refreshBalances(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: balanceQueries.all() });
  await queryClient.invalidateQueries({ queryKey: balanceQueries.all() });
}

export function useWalletBalances(owner?: string | null) {
  const { connection } = useConnection();
  const { publicKey } = useWallet();
  const who = owner === undefined ? (publicKey?.toBase58() ?? null) : owner;
  return useQuery(balanceQueries.wallet(connection, who));
}

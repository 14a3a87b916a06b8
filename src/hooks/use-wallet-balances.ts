import { useConnection, useWallet } from './wallet/use-wallet';
import type { Connection, PublicKey } from '@solana/web3.js';
import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { loadWeb3 } from '../lib/lazy-web3';

export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';

export type TokenProgram = 'token' | 'token-2022';

export interface TokenHolding {
  mint: string;
  /** Raw amount summed over every token account the owner has for this mint. */
  amount: bigint;
  decimals: number;
  program: TokenProgram;
}

export interface WalletBalances {
  owner: string;
  lamports: bigint;
  /** By mint. Accounts with a zero balance are included (the user holds the account). */
  tokens: Record<string, TokenHolding>;
}

export type BalanceConnection = Pick<Connection, 'rpcEndpoint' | 'getBalance' | 'getParsedTokenAccountsByOwner'>;

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

async function tokenAccounts(
  connection: BalanceConnection,
  owner: PublicKey,
  programId: PublicKey,
  program: TokenProgram,
) {
  const { value } = await connection.getParsedTokenAccountsByOwner(owner, { programId }, 'confirmed');
  return value.map(({ pubkey, account }) => {
    const parsed = parsedTokenAccountSchema.safeParse(account.data);
    if (!parsed.success) throw new Error(`The RPC returned a token account it did not parse (${pubkey.toBase58()}).`);
    const { mint, tokenAmount } = parsed.data.parsed.info;
    return { mint, amount: BigInt(tokenAmount.amount), decimals: tokenAmount.decimals, program };
  });
}

/** SOL and every SPL Token and Token-2022 balance of `owner`, read from the RPC. */
export async function fetchWalletBalances(connection: BalanceConnection, owner: string): Promise<WalletBalances> {
  // web3.js is loaded by now in the app (a wallet is connected); the first page does not carry it.
  const { PublicKey } = await loadWeb3();
  const key = new PublicKey(owner);
  const [lamports, classic, token2022] = await Promise.all([
    connection.getBalance(key, 'confirmed'),
    tokenAccounts(connection, key, new PublicKey(TOKEN_PROGRAM_ID), 'token'),
    tokenAccounts(connection, key, new PublicKey(TOKEN_2022_PROGRAM_ID), 'token-2022'),
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

/**
 * Balance queries. Keys hold the RPC endpoint and the owner, so switching either never shows another wallet's or
 * another chain's numbers; invalidate `balanceQueries.all()` after any transaction.
 */
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

/**
 * Re-read every balance after something moved funds. Cancel first: a first read still in flight (no data yet) would
 * otherwise absorb the invalidation (TanStack dedupes it) and show the balances from before the transaction.
 */
export async function refreshBalances(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: balanceQueries.all() });
  await queryClient.invalidateQueries({ queryKey: balanceQueries.all() });
}

/** The connected wallet's balances (or `owner`'s), refreshed every 15 s; refetches keep the last data visible. */
export function useWalletBalances(owner?: string | null) {
  const { connection } = useConnection();
  const { publicKey } = useWallet();
  const who = owner === undefined ? (publicKey?.toBase58() ?? null) : owner;
  return useQuery(balanceQueries.wallet(connection, who));
}

import { useConnection, useWallet } from './wallet/use-wallet';
import type { Connection } from '@solana/web3.js';
import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
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

export async function fetchWalletBalances(connection: BalanceConnection, owner: string): Promise<WalletBalances> {
  // web3.js is loaded by now in the app (a wallet is connected); neither it nor the reader is on the first page.
  const [{ PublicKey }, { tokenAccounts }] = await Promise.all([loadWeb3(), import('./token-accounts-read')]);
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

import type { Connection } from '@solana/web3.js';
import { queryOptions, skipToken } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { rpcResult } from '../../../lib/json-rpc';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../../utils/solana-wire/programs';
import type { TokenAccountInfo } from '../utils/value-other';

export type AccountsConnection = Pick<Connection, 'rpcEndpoint'>;

const extensionSchema = z.looseObject({
  extension: z.string(),
  state: z.optional(z.looseObject({ withheldAmount: z.optional(z.union([z.string(), z.number()])) })),
});

const parsedAccountSchema = z.object({
  parsed: z.object({
    info: z.looseObject({
      mint: z.string(),
      state: z.string(),
      closeAuthority: z.optional(z.string()),
      tokenAmount: z.object({ amount: z.string().check(z.regex(/^\d+$/)) }),
      extensions: z.optional(z.array(extensionSchema)),
    }),
  }),
});

export interface OwnedTokenAccount extends TokenAccountInfo {
  program: string;
}

/** A token-2022 account still holding withheld transfer fees cannot be closed until they are harvested. */
const withholds = (extensions: z.output<typeof extensionSchema>[] | undefined) =>
  (extensions ?? []).some((e) => e.extension === 'transferFeeAmount' && BigInt(e.state?.withheldAmount ?? 0) > 0n);

const listSchema = z.object({
  value: z.array(z.object({ pubkey: z.string(), account: z.object({ lamports: z.number(), data: z.unknown() }) })),
});

async function accountsOf(endpoint: string, owner: string, programId: string) {
  const params = [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }];
  return listSchema.parse(await rpcResult(endpoint, 'getTokenAccountsByOwner', params)).value;
}

/** Every token account `owner` holds, both programs, each with its rent and whether the owner may close it now. */
export async function fetchTokenAccounts(connection: AccountsConnection, owner: string): Promise<OwnedTokenAccount[]> {
  const lists = await Promise.all(
    [TOKEN_PROGRAM, TOKEN_2022_PROGRAM].map(async (program) =>
      (await accountsOf(connection.rpcEndpoint, owner, program)).map(({ pubkey, account }) => {
        const parsed = parsedAccountSchema.safeParse(account.data);
        if (!parsed.success) throw new Error(`The RPC returned a token account it did not parse (${pubkey}).`);
        const { info } = parsed.data.parsed;
        const amount = BigInt(info.tokenAmount.amount);
        const closable =
          amount === 0n &&
          info.state === 'initialized' &&
          (info.closeAuthority === undefined || info.closeAuthority === owner) &&
          !withholds(info.extensions);
        return { pubkey, mint: info.mint, amount, lamports: BigInt(account.lamports), closable, program };
      }),
    ),
  );
  return lists.flat();
}

export const tokenAccountQueries = {
  all: () => ['balances', 'token-accounts'] as const,
  owner: (connection: AccountsConnection, owner: string | null | undefined) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the connection is identified by its endpoint
    queryOptions({
      queryKey: [...tokenAccountQueries.all(), connection.rpcEndpoint, owner ?? null] as const,
      queryFn: owner ? () => fetchTokenAccounts(connection, owner) : skipToken,
      staleTime: 5_000,
      refetchInterval: 15_000,
    }),
};

/** Sum per mint (a vault's holdings). */
export function heldByMint(accounts: readonly OwnedTokenAccount[]): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const a of accounts) out.set(a.mint, (out.get(a.mint) ?? 0n) + a.amount);
  return out;
}

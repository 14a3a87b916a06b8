import { queryOptions, skipToken } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { addressSchema, rawAmountSchema } from '../common';
import { endpoint, endpointFunctions } from '../endpoint';
import type { ApiClient } from '../http';

const nullableDate = z.optional(z.nullable(z.string()));
const nullableAddress = z.optional(z.nullable(addressSchema));

/** A launch's DBC pool (virtual pool and its config): the sandbox's pool read, tolerant of fields it may not send. */
export const poolStateSchema = z.looseObject({
  mint: addressSchema,
  creator: addressSchema,
  name: z.string(),
  symbol: z.string(),
  quoteMint: addressSchema,
  dbcPoolAddress: addressSchema,
  configKey: nullableAddress,
  dammv2PoolAddress: nullableAddress,
  dammv2Vaults: z.optional(z.nullable(z.object({ base: addressSchema, quote: addressSchema }))),
  baseVault: addressSchema,
  quoteVault: addressSchema,
  createdAt: nullableDate,
  graduatedAt: nullableDate,
  quoteReserve: rawAmountSchema,
  migrationQuoteThreshold: rawAmountSchema,
  progress: z.number().check(z.gte(0), z.lte(100)),
  vesting: z.optional(
    z.nullable(
      z.object({
        total: rawAmountSchema,
        cliffUnlock: rawAmountSchema,
        periods: z.number(),
        durationSeconds: z.number(),
        cliffSeconds: z.number(),
        released: rawAmountSchema,
        vault: z.optional(addressSchema),
      }),
    ),
  ),
});
export type PoolState = z.output<typeof poolStateSchema>;

const poolStateResponseSchema = z.looseObject({ data: poolStateSchema });

/** A pool the app cannot read is left out of the list rather than failing it. */
const poolListResponseSchema = z.looseObject({ data: z.array(z.unknown()) });
const readable = (rows: unknown[]): PoolState[] =>
  rows.flatMap((r) => {
    const parsed = poolStateSchema.safeParse(r);
    return parsed.success ? [parsed.data] : [];
  });

const poolEndpoints = {
  getPoolState: endpoint({
    method: 'GET',
    path: '/studio/v1/dbc-pool/state/{mint}',
    input: z.object({ mint: addressSchema }),
    response: poolStateResponseSchema,
  }),
  listPools: endpoint({
    method: 'GET',
    path: '/studio/v1/dbc-pools',
    input: z.object({ limit: z.optional(z.number()) }),
    response: poolListResponseSchema,
  }),
};

export const { getPoolState, listPools } = endpointFunctions(poolEndpoints);

/** Under Studio's query keys, so what invalidates Studio's reads invalidates these. */
const studioKey = (client: ApiClient) => ['studio', client.baseUrl] as const;

export const poolQueries = {
  state: (client: ApiClient, mint: string | undefined) =>
    queryOptions({
      queryKey: [...studioKey(client), 'poolState', mint ?? null] as const,
      queryFn: mint ? async ({ signal }) => (await getPoolState(client, { mint }, signal)).data : skipToken,
      staleTime: 5_000,
    }),
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: [...studioKey(client), 'pools'] as const,
      queryFn: async ({ signal }) => readable((await listPools(client, { limit: 100 }, signal)).data),
      staleTime: 10_000,
    }),
};

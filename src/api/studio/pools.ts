import { queryOptions, skipToken } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { addressSchema, rawAmountSchema } from '../common';
import { endpoint, endpointFunctions } from '../endpoint';
import type { ApiClient } from '../http';
import { studioQueries } from './queries';

const nullableDate = z.catch(z.nullable(z.string()), null);
const nullableAddress = z.catch(z.nullable(addressSchema), null);

/** A launch's DBC pool (virtual pool and its config): the sandbox's pool read, tolerant of fields it may not send. */
export const poolStateSchema = z.looseObject({
  mint: addressSchema,
  creator: addressSchema,
  name: z.string(),
  symbol: z.string(),
  quoteMint: addressSchema,
  dbcPoolAddress: addressSchema,
  dammv2PoolAddress: nullableAddress,
  dammv2Vaults: z.catch(z.nullable(z.object({ base: addressSchema, quote: addressSchema })), null),
  baseVault: addressSchema,
  quoteVault: addressSchema,
  createdAt: nullableDate,
  graduatedAt: nullableDate,
  quoteReserve: rawAmountSchema,
  migrationQuoteThreshold: rawAmountSchema,
  progress: z.number().check(z.gte(0), z.lte(100)),
  vesting: z.catch(
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
    null,
  ),
});
export type PoolState = z.output<typeof poolStateSchema>;

const poolStateResponseSchema = z.looseObject({ data: poolStateSchema });

/** A pool the app cannot read is left out of the list rather than failing it. */
const poolListResponseSchema = z.looseObject({
  data: z.pipe(
    z.array(z.unknown()),
    z.transform((rows) =>
      rows.flatMap((r) => {
        const parsed = poolStateSchema.safeParse(r);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  ),
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

export const poolQueries = {
  state: (client: ApiClient, mint: string | undefined) =>
    queryOptions({
      queryKey: [...studioQueries.all(client), 'poolState', mint ?? null] as const,
      queryFn: mint ? async ({ signal }) => (await getPoolState(client, { mint }, signal)).data : skipToken,
      staleTime: 5_000,
    }),
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: [...studioQueries.all(client), 'pools'] as const,
      queryFn: async ({ signal }) => (await listPools(client, { limit: 100 }, signal)).data,
      staleTime: 10_000,
    }),
};

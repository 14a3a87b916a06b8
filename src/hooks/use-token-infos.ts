import { useQuery } from '@tanstack/react-query';
import { tokenQueries } from '../api/tokens/queries';
import type { MintInformation } from '../api/tokens/schemas';
import { tokenInfoFromRecord, type TokenInfo } from '../lib/token-info';
import { useApiClient } from './use-api-client';

function byMint(records: readonly MintInformation[]): ReadonlyMap<string, TokenInfo> {
  return new Map(records.map((r) => [r.id, tokenInfoFromRecord(r)]));
}

/**
 * Token records for a set of mints (tokens v2 `search` with comma-separated mints; the API module batches 100 a
 * request), by mint. A mint the service does not know is absent from the map once the query has succeeded.
 */
export function useTokenInfos(mints: readonly string[] | undefined) {
  const client = useApiClient();
  return useQuery({ ...tokenQueries.mints(client, mints), select: byMint });
}

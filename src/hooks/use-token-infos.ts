import { useQuery } from '@tanstack/react-query';
import { tokenQueries } from '../api/tokens/queries';
import type { MintInformation } from '../api/tokens/schemas';
import { tokenInfoFromRecord, type TokenInfo } from '../lib/token-info';
import { useApiClient } from './use-api-client';

function byMint(records: readonly MintInformation[]): ReadonlyMap<string, TokenInfo> {
  return new Map(records.map((r) => [r.id, tokenInfoFromRecord(r)]));
}

/** Batched 100 a request by the API module; an unknown mint is absent once the query succeeded. */
export function useTokenInfos(mints: readonly string[] | undefined) {
  const client = useApiClient();
  return useQuery({ ...tokenQueries.mints(client, mints), select: byMint });
}

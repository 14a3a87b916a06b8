import { useQuery } from '@tanstack/react-query';
import { tokenQueries } from '../api/tokens/queries';
import type { TokenTag } from '../api/tokens/schemas';
import { tokenInfosFromRecords } from '../lib/token-info';
import { useApiClient } from './use-api-client';

export function useTokenList(tag: TokenTag) {
  const client = useApiClient();
  return useQuery({ ...tokenQueries.tag(client, tag), select: tokenInfosFromRecords });
}

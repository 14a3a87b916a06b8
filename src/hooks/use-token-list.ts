import { useQuery } from '@tanstack/react-query';
import { tokenQueries } from '../api/tokens/queries';
import type { TokenTag } from '../api/tokens/schemas';
import { tokenInfosFromRecords } from '../lib/token-info';
import { useApiClient } from './use-api-client';

/** Every token with a tokens v2 tag (`verified` is the picker's default list), as app tokens. */
export function useTokenList(tag: TokenTag) {
  const client = useApiClient();
  return useQuery({ ...tokenQueries.tag(client, tag), select: tokenInfosFromRecords });
}

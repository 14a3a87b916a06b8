import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Invite } from '../../../api/send/schemas';
import { sendQueries } from '../../../api/send/queries';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { useApiClient } from '../../../hooks/use-api-client';
import { useTokenInfos } from '../../../hooks/use-token-infos';
import type { LabelOf } from '../../../lib/tx/statement';
import { inviteMint } from '../utils/invite-statement';
import { pendingTotals } from '../utils/invite-view';

const KNOWN = new Map<string, { symbol: string; decimals: number }>(
  Object.values(KNOWN_TOKENS).map((t) => [t.mint, { symbol: t.symbol, decimals: t.decimals }]),
);

/** Symbols and decimals for these mints (null: native SOL): the known tokens at once, others from the token service. */
export function useMintLabels(mints: readonly (string | null)[]): LabelOf {
  const key = [...new Set(mints.map(inviteMint))]
    .filter((m) => !KNOWN.has(m))
    .sort()
    .join(',');
  const unknown = useMemo(() => (key === '' ? undefined : key.split(',')), [key]);
  const infos = useTokenInfos(unknown);
  return useCallback((mint: string) => KNOWN.get(mint) ?? infos.data?.get(mint), [infos.data]);
}

export function usePendingInvites(address: string | undefined, page: number) {
  const client = useApiClient();
  return useQuery({ ...sendQueries.pending(client, address, page), refetchInterval: 15_000 });
}

export const TOTAL_PAGES_MAX = 20;

/** Through the list's cache (page 1 is not asked twice); `complete` is false past {@link TOTAL_PAGES_MAX} pages. */
export function usePendingTotals(address: string | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...sendQueries.all(client), 'pending-totals', address ?? null],
    queryFn: address
      ? async () => {
          const invites: Invite[] = [];
          for (let page = 1; page <= TOTAL_PAGES_MAX; page++) {
            const res = await queryClient.query(sendQueries.pending(client, address, page));
            invites.push(...res.invites);
            if (!res.hasMoreData) return { totals: pendingTotals(invites), complete: true };
          }
          return { totals: pendingTotals(invites), complete: false };
        }
      : skipToken,
    refetchInterval: 15_000,
  });
}

export function useInviteHistory(address: string | undefined, page: number) {
  const client = useApiClient();
  return useQuery({ ...sendQueries.history(client, address, page), refetchInterval: 30_000 });
}

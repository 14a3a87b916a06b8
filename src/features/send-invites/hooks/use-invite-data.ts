import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Invite } from '../../../api/send/schemas';
import { sendQueries } from '../../../api/send/queries';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { useApiClient } from '../../../hooks/use-api-client';
import { useTokenInfos } from '../../../hooks/use-token-infos';
import type { LabelOf } from '../../../lib/tx/statement';
import { inviteMint } from '../utils/invite-statement';

const KNOWN = new Map<string, { symbol: string; decimals: number }>(
  Object.values(KNOWN_TOKENS).map((t) => [t.mint, { symbol: t.symbol, decimals: t.decimals }]),
);

/** Symbols and decimals for the invites' mints: the known tokens at once, others from the token service. */
export function useInviteLabels(invites: readonly Invite[] | undefined): LabelOf {
  const unknown = useMemo(
    () => [...new Set((invites ?? []).map((i) => inviteMint(i.mint)))].filter((m) => !KNOWN.has(m)).sort(),
    [invites],
  );
  const infos = useTokenInfos(unknown.length > 0 ? unknown : undefined);
  return useCallback((mint: string) => KNOWN.get(mint) ?? infos.data?.get(mint), [infos.data]);
}

/** One page of pending invites, read again every 15 s: a claim elsewhere removes one. */
export function usePendingInvites(address: string | undefined, page: number) {
  const client = useApiClient();
  return useQuery({ ...sendQueries.pending(client, address, page), refetchInterval: 15_000 });
}

export function useInviteHistory(address: string | undefined, page: number) {
  const client = useApiClient();
  return useQuery({ ...sendQueries.history(client, address, page), refetchInterval: 30_000 });
}

/** Epoch ms, ticking each second: one clock for every countdown in the list. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

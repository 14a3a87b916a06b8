import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { recurringQueries } from '../../../api/recurring/queries';
import type { Invite } from '../../../api/send/schemas';
import { sendQueries } from '../../../api/send/queries';
import type { TimeRecurring } from '../../../api/recurring/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { useTriggerSession } from '../../../hooks/trigger/use-trigger-session';
import { useApiClient } from '../../../hooks/use-api-client';
import { priceOf, usePrices } from '../../../hooks/use-prices';
import { useTokenInfos } from '../../../hooks/use-token-infos';
import { useConnection } from '../../../hooks/wallet/use-wallet';
import type { LabelOf } from '../../../lib/tx/statement';
import { useOrderHistory, useVault } from '../../limit-orders/hooks/use-trigger-data';
import { TOTAL_PAGES_MAX, useMintLabels } from '../../send-invites/hooks/use-invite-data';
import { inviteMint } from '../../send-invites/utils/invite-statement';
import type { Section } from '../utils/model';
import { idleVaultItems, inviteItems, orderItems, recurringItems } from '../utils/value-orders';
import { sectionOf } from './section-of';
import { heldByMint, tokenAccountQueries } from './token-accounts';

/** The open-orders list's own read (same key), so both pages share one cache entry. */
const OPEN_ORDERS = { limit: 100, sort: 'updated_at', dir: 'desc' } as const;
const KNOWN = new Map<string, { symbol: string; decimals: number }>(
  Object.values(KNOWN_TOKENS).map((t) => [t.mint, t]),
);

export function useLimitSection(wallet: string, now: number): Section {
  const session = useTriggerSession();
  const history = useOrderHistory(OPEN_ORDERS, false);
  const vault = useVault().query;
  const { connection } = useConnection();
  const vaultAddress = vault.data?.vaultPubkey;
  const held = useQuery({ ...tokenAccountQueries.owner(connection, vaultAddress), select: heldByMint });
  const orders = history.data?.orders;
  const mints = useMemo(() => [...new Set((orders ?? []).map((o) => o.inputMint))], [orders]);
  const prices = usePrices(mints.length > 0 ? mints : undefined);
  if (!session.signedIn) return { product: 'limit', status: 'signed-out', items: [] };
  const at = (mint: string) => priceOf(prices.data, mint);
  // No vault yet means no orders and nothing held: the vault's own read is then not needed.
  const reads = vault.data === null ? [history, vault] : [history, vault, held];
  return sectionOf('limit', reads, () => [
    ...orderItems(orders ?? [], wallet, at, now),
    ...idleVaultItems(held.data ?? new Map(), orders ?? [], at),
  ]);
}

const RECURRING_PAGES_MAX = 10;

export function useRecurringSection(user: string): Section {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const active = useQuery({
    queryKey: [...recurringQueries.all(client), 'portfolio', user],
    queryFn: async () => {
      const orders: TimeRecurring[] = [];
      for (let page = 1; page <= RECURRING_PAGES_MAX; page++) {
        const res = await queryClient.query(
          recurringQueries.list(client, {
            user,
            orderStatus: 'active',
            recurringType: 'time',
            page,
            includeFailedTx: false,
          }),
        );
        orders.push(...(res.time ?? []));
        if (page >= res.totalPages) break;
      }
      return orders;
    },
  });
  const mints = useMemo(
    () => [...new Set((active.data ?? []).flatMap((o) => [o.inputMint, o.outputMint]))],
    [active.data],
  );
  const infos = useTokenInfos(mints.length > 0 ? mints : undefined);
  const prices = usePrices(mints.length > 0 ? mints : undefined);
  const labelOf: LabelOf = (mint) => infos.data?.get(mint) ?? KNOWN.get(mint);
  return sectionOf('recurring', [active], () =>
    recurringItems(active.data ?? [], user, labelOf, (m) => priceOf(prices.data, m)),
  );
}

export function useInvitesSection(sender: string, now: number): Section {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const pending = useQuery({
    queryKey: [...sendQueries.all(client), 'portfolio', sender],
    queryFn: sender
      ? async () => {
          const invites: Invite[] = [];
          for (let page = 1; page <= TOTAL_PAGES_MAX; page++) {
            const res = await queryClient.query(sendQueries.pending(client, sender, page));
            invites.push(...res.invites);
            if (!res.hasMoreData) return { invites, complete: true };
          }
          return { invites, complete: false };
        }
      : skipToken,
  });
  const invites = pending.data?.invites;
  const mints = useMemo(() => [...new Set((invites ?? []).map((i) => inviteMint(i.mint)))], [invites]);
  const labelOf = useMintLabels(mints);
  const prices = usePrices(mints.length > 0 ? mints : undefined);
  const note = pending.data && !pending.data.complete ? 'Only your latest pending invites are listed.' : undefined;
  return sectionOf(
    'invites',
    [pending],
    () => inviteItems(invites ?? [], sender, labelOf, (m) => priceOf(prices.data, m), now),
    note,
  );
}

import type { TimeRecurring } from '../../../api/recurring/schemas';
import type { Invite } from '../../../api/send/schemas';
import type { OrderHistoryItem } from '../../../api/trigger/schemas';
import type { LabelOf } from '../../../lib/tx/statement';
import { amountText, orderTitle } from '../../limit-orders/utils/order-view';
import { amountOf } from '../../send-invites/utils/invite-view';
import { inviteMint } from '../../send-invites/utils/invite-statement';
import { inviteItems, orderItems } from '../../portfolio/utils/value-orders';
import { DAY_MS, type InboxAction, type InboxItem } from './model';
import { renewDraft } from './renew';

/** Past events older than this are history, not something that needs the user now. */
export const RECENT_MS = 7 * DAY_MS;
const LIMIT_PAGE = '/limit-orders';
const recent = (at: number, now: number) => now - at <= RECENT_MS;

/** An order's successful fills, oldest or newest as the service sent them (shared with the activity centre). */
export function fillsOf(
  o: OrderHistoryItem,
): { at: number; key: string; out: bigint | null; signature: string | null }[] {
  const fills = (o.events ?? []).filter((e) => e.type === 'fill' && e.state !== 'failed' && e.state !== 'pending');
  if (fills.length > 0)
    return fills.map((e) => ({
      at: e.timestamp,
      key: e.txSignature ?? String(e.timestamp),
      out: e.outputAmount ?? null,
      signature: e.txSignature ?? null,
    }));
  // A filled order whose service sends no events is still one fill.
  if (o.orderState === 'filled')
    return [{ at: o.triggeredAt ?? o.updatedAt ?? 0, key: 'final', out: o.outputAmount ?? null, signature: null }];
  return [];
}

/** Each fill (the order's last one is "filled" once the order is), and open orders expiring within 24 h. */
export function detectOrders(orders: readonly OrderHistoryItem[], wallet: string, now: number): InboxItem[] {
  return orders.flatMap((o): InboxItem[] => {
    const title = orderTitle(o);
    const fills = fillsOf(o).sort((a, b) => a.at - b.at);
    const items = fills.flatMap((f, i): InboxItem[] => {
      if (!recent(f.at, now)) return [];
      const whole = o.orderState === 'filled' && i === fills.length - 1;
      const got = f.out === null ? '' : `: received ${amountText(f.out, o.outputMint)}`;
      return [
        {
          id: `order-fill:${o.id}:${f.key}`,
          kind: whole ? 'order-filled' : 'order-partly-filled',
          at: f.at,
          title: whole ? 'Limit order filled' : 'Limit order partly filled',
          detail: `${title}${got}`,
          action: { kind: 'open', label: 'See the order', to: LIMIT_PAGE },
        },
      ];
    });
    const left = (o.expiresAt ?? Infinity) - now;
    if (o.orderState === 'open' && left > 0 && left <= DAY_MS && o.expiresAt) {
      items.push({
        id: `order-expiring:${o.id}`,
        kind: 'order-expiring',
        at: o.expiresAt - DAY_MS,
        title: 'Limit order expires within 24 h',
        detail: `${title}: renew it (cancel and place it again) or let it expire`,
        action: renewAction(o, wallet, now),
      });
    }
    return items;
  });
}

/** Renew in place when the inbox can place the order again as it was; else on the limit orders page. */
function renewAction(o: OrderHistoryItem, wallet: string, now: number): InboxAction {
  const draft = renewDraft(o, now);
  const [cancel] = orderItems([o], wallet, () => null, now);
  if (!draft || !cancel?.action) return { kind: 'open', label: 'Renew on Limit Orders', to: LIMIT_PAGE };
  return { kind: 'renew', label: 'Renew', cancel, draft, wallet };
}

/** Each executed round of the wallet's recurring orders. */
export function detectRecurring(orders: readonly TimeRecurring[], now: number): InboxItem[] {
  return orders.flatMap((o) =>
    o.trades
      .filter((t) => t.action === 'Fill')
      .flatMap((t): InboxItem[] => {
        const at = Date.parse(t.confirmedAt);
        if (Number.isNaN(at) || !recent(at, now)) return [];
        return [
          {
            id: `recurring-round:${o.orderKey}:${t.txId ?? t.confirmedAt}`,
            kind: 'recurring-round',
            at,
            title: 'Recurring order: a round ran',
            detail: `Spent ${amountText(t.rawInputAmount, t.inputMint)}, bought ${amountText(t.rawOutputAmount, t.outputMint)}`,
            action: { kind: 'open', label: 'See recurring orders', to: LIMIT_PAGE },
          },
        ];
      }),
  );
}

/** Invites claimed by their recipient (from the history) and pending ones expiring within 24 h (claw back). */
export function detectInvites(
  pending: readonly Invite[],
  history: readonly Invite[],
  sender: string,
  labelOf: LabelOf,
  now: number,
): InboxItem[] {
  const claimed = history.flatMap((i): InboxItem[] => {
    const at = i.deletion_time ?? i.creation_time;
    if (i.action !== 'claimed' || !recent(at, now)) return [];
    return [
      {
        id: `invite-claimed:${i.invite_pda}`,
        kind: 'invite-claimed',
        at,
        title: 'Invite claimed',
        detail: `Your invite of ${amountOf(i.amount, inviteMint(i.mint), labelOf)} was claimed`,
        action: { kind: 'open', label: 'See invites', to: '/invites' },
      },
    ];
  });
  const soon = pending.filter((i) => i.expiry > now && i.expiry - now <= DAY_MS);
  const valued = inviteItems(soon, sender, labelOf, () => null, now);
  const expiring = soon.map((i, n): InboxItem => {
    const item = valued[n];
    return {
      id: `invite-expiring:${i.invite_pda}`,
      kind: 'invite-expiring',
      at: i.expiry - DAY_MS,
      title: 'Invite expires within 24 h',
      detail: `${amountOf(i.amount, inviteMint(i.mint), labelOf)} not claimed yet: claw it back or let it expire`,
      action: item?.action ? { kind: 'run', label: item.action.label, item } : null,
    };
  });
  return [...claimed, ...expiring];
}

import type { TimeRecurring } from '../../../api/recurring/schemas';
import type { Invite } from '../../../api/send/schemas';
import type { OrderHistoryItem } from '../../../api/trigger/schemas';
import type { LabelOf } from '../../../lib/tx/statement';
import { fillsOf } from '../../inbox/utils/detect-orders';
import { amountText, orderTitle } from '../../limit-orders/utils/order-view';
import { amountOf } from '../../send-invites/utils/invite-view';
import { inviteMint } from '../../send-invites/utils/invite-statement';
import type { ServiceEvent } from './model';

const timeOf = (iso: string | null | undefined): number | null => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? null : t;
};

/** Each order's placement, fills (the inbox's reading of them), withdrawals, cancellation and expiry. */
export function orderEvents(orders: readonly OrderHistoryItem[]): ServiceEvent[] {
  return orders.flatMap((o) => {
    const title = orderTitle(o);
    const base = (key: string, at: number | null, signature: string | null) => ({
      id: `order:${o.id}:${key}`,
      product: 'limit' as const,
      at,
      signature,
    });
    const fills = fillsOf(o).sort((a, b) => a.at - b.at);
    const filled = fills.map((f, i): ServiceEvent => {
      const whole = o.orderState === 'filled' && i === fills.length - 1;
      return {
        ...base(`fill:${f.key}`, f.at || null, f.signature),
        title: whole ? 'Limit order filled' : 'Limit order partly filled',
        detail: f.out === null ? title : `${title}: received ${amountText(f.out, o.outputMint)}`,
      };
    });
    const others = (o.events ?? []).flatMap((e): ServiceEvent[] => {
      if (e.state === 'failed' || e.state === 'pending') return [];
      const at = e.timestamp || null;
      const sig = e.txSignature ?? null;
      const key = `${e.type ?? 'event'}:${sig ?? String(e.timestamp)}`;
      const back = e.amount == null ? '' : `: ${amountText(e.amount, e.mint ?? o.inputMint)}`;
      if (e.type === 'deposit') return [{ ...base(key, at, sig), title: 'Limit order placed', detail: title }];
      if (e.type === 'withdrawal')
        return [{ ...base(key, at, sig), title: 'Order funds returned', detail: `${title}${back}` }];
      if (e.type === 'cancelled') return [{ ...base(key, at, sig), title: 'Limit order cancelled', detail: title }];
      if (e.type === 'expired') return [{ ...base(key, at, sig), title: 'Limit order expired', detail: title }];
      return [];
    });
    return [...others, ...filled];
  });
}

/** Each recurring order's start, its rounds and its close. */
export function recurringEvents(orders: readonly TimeRecurring[]): ServiceEvent[] {
  return orders.flatMap((o) => {
    const id = (key: string) => `recurring:${o.orderKey}:${key}`;
    const deposited = amountText(o.rawInDeposited, o.inputMint);
    const events: ServiceEvent[] = [];
    if (o.openTx) {
      events.push({
        id: id('open'),
        product: 'recurring',
        at: timeOf(o.createdAt),
        title: 'Recurring order started',
        detail: `Deposited ${deposited}`,
        signature: o.openTx,
      });
    }
    for (const t of o.trades) {
      if (t.action !== 'Fill') continue;
      events.push({
        id: id(`round:${t.txId ?? t.confirmedAt}`),
        product: 'recurring',
        at: timeOf(t.confirmedAt),
        title: 'Recurring order: a round ran',
        detail: `Spent ${amountText(t.rawInputAmount, t.inputMint)}, bought ${amountText(t.rawOutputAmount, t.outputMint)}`,
        signature: t.txId ?? null,
      });
    }
    if (o.closeTx) {
      events.push({
        id: id('close'),
        product: 'recurring',
        at: timeOf(o.updatedAt),
        title: o.userClosed ? 'Recurring order cancelled' : 'Recurring order completed',
        detail: `Bought ${amountText(o.rawOutReceived, o.outputMint)} with ${amountText(o.rawInUsed, o.inputMint)}`,
        signature: o.closeTx,
      });
    }
    return events;
  });
}

const INVITE_END: Record<string, { sender: string; receiver: string }> = {
  claimed: { sender: 'Invite claimed by its recipient', receiver: 'You claimed an invite' },
  clawback: { sender: 'Invite clawed back', receiver: 'An invite to you was clawed back' },
  expired: { sender: 'Invite expired', receiver: 'An invite to you expired' },
};

/** Invites the wallet sent (made, then claimed, clawed back or expired) and those it claimed. */
export function inviteEvents(invites: readonly Invite[], wallet: string, labelOf: LabelOf): ServiceEvent[] {
  return invites.flatMap((i) => {
    const amount = amountOf(i.amount, inviteMint(i.mint), labelOf);
    const sent = i.sender === wallet;
    const events: ServiceEvent[] = [];
    if (sent) {
      events.push({
        id: `invite:${i.invite_pda}:created`,
        product: 'invites',
        at: i.creation_time,
        title: 'Invite sent',
        detail: `Invite of ${amount}`,
        signature: i.creation_tx ?? null,
      });
    }
    const end = i.action ? INVITE_END[i.action] : undefined;
    if (end && (sent || i.receiver === wallet)) {
      events.push({
        id: `invite:${i.invite_pda}:${i.action ?? ''}`,
        product: 'invites',
        at: i.deletion_time ?? null,
        title: sent ? end.sender : end.receiver,
        detail: `Invite of ${amount}`,
        signature: i.deletion_tx ?? null,
      });
    }
    return events;
  });
}

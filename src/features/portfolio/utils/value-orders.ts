import type { Invite } from '../../../api/send/schemas';
import { isInviteAddress } from '../../../api/send/schemas';
import type { OrderHistoryItem } from '../../../api/trigger/schemas';
import type { TimeRecurring } from '../../../api/recurring/schemas';
import type { LabelOf } from '../../../lib/tx/statement';
import type { TokenRef } from '../../limit-orders/utils/order-draft';
import { everyText, remainingRaw, roundsOf } from '../../limit-orders/recurring/recurring-text';
import { expiryText, needsWithdrawal, orderTitle, STATE_LABELS, tokenOf } from '../../limit-orders/utils/order-view';
import { expiryText as inviteExpiryText } from '../../send-invites/utils/invite-view';
import { inviteMint } from '../../send-invites/utils/invite-statement';
import { amountText, type PortfolioItem } from './model';
import { sumUsd, usdOf, type MicroUsd } from './usd';

export type PriceOf = (mint: string) => number | null;

const valueOf = (raw: bigint, mint: string, labelOf: LabelOf, priceOf: PriceOf): MicroUsd | null => {
  const label = labelOf(mint);
  return label ? usdOf(raw, label.decimals, priceOf(mint)) : null;
};

/** The order page's "open orders": live ones and expired ones whose funds still wait in the vault. */
const LIVE_STATES = new Set(['pending', 'open', 'executing', 'pending_withdraw']);
export const isParked = (o: OrderHistoryItem) => LIVE_STATES.has(o.orderState) || needsWithdrawal(o);
export const orderRemaining = (o: OrderHistoryItem) => o.remainingInputAmount ?? o.initialInputAmount ?? 0n;

export function orderItems(
  orders: readonly OrderHistoryItem[],
  wallet: string,
  priceOf: PriceOf,
  now: number,
): PortfolioItem[] {
  const labelOf: LabelOf = (mint) => tokenOf(mint);
  return orders.filter(isParked).map((o) => {
    const title = orderTitle(o);
    const withdraw = needsWithdrawal(o);
    const left = orderRemaining(o);
    const tokens = [o.inputMint, o.outputMint].map(tokenOf).filter((t): t is TokenRef => t !== undefined);
    const expiry = o.orderState === 'open' ? expiryText(o.expiresAt, now) : null;
    const canAct = o.orderState === 'open' || withdraw;
    return {
      id: `limit:${o.id}`,
      product: 'limit',
      title,
      holds: amountText(left, labelOf(o.inputMint), o.inputMint),
      usd: valueOf(left, o.inputMint, labelOf, priceOf),
      details: [
        withdraw ? 'Expired: its funds wait in your vault' : (STATE_LABELS[o.orderState] ?? o.orderState),
        ...(expiry ? [expiry.text] : []),
      ],
      action: canAct
        ? {
            verb: withdraw ? 'Withdraw' : 'Cancel',
            label: `${withdraw ? 'Withdraw' : 'Cancel'}: ${title}`,
            run: {
              kind: 'order',
              withdraw,
              vars: { order: o, wallet, tokens, summary: `${withdraw ? 'Withdraw' : 'Cancel'}: ${title}` },
            },
          }
        : null,
    };
  });
}

/**
 * What the vault holds on chain beyond the listed orders' remaining input (an OTOCO's waiting output, leftovers): shown
 * so nothing parked is missed, never counted twice.
 */
export function idleVaultItems(
  held: ReadonlyMap<string, bigint>,
  orders: readonly OrderHistoryItem[],
  priceOf: PriceOf,
): PortfolioItem[] {
  const inOrders = new Map<string, bigint>();
  for (const o of orders.filter(isParked))
    inOrders.set(o.inputMint, (inOrders.get(o.inputMint) ?? 0n) + orderRemaining(o));
  return [...held].flatMap(([mint, raw]) => {
    const idle = raw - (inOrders.get(mint) ?? 0n);
    if (idle <= 0n) return [];
    const label = tokenOf(mint);
    return [
      {
        id: `vault:${mint}`,
        product: 'limit' as const,
        title: `In your order vault, outside any order: ${label?.symbol ?? 'token'}`,
        holds: amountText(idle, label, mint),
        usd: label ? usdOf(idle, label.decimals, priceOf(mint)) : null,
        details: ['The order service returns it with its order’s cancel or withdrawal'],
        action: null,
      },
    ];
  });
}

export function recurringItems(
  orders: readonly TimeRecurring[],
  user: string,
  labelOf: LabelOf,
  priceOf: PriceOf,
): PortfolioItem[] {
  return orders
    .filter((o) => o.closeTx === null)
    .map((o) => {
      const remaining = remainingRaw(o);
      const unsent = o.rawOutReceived > o.rawOutWithdrawn ? o.rawOutReceived - o.rawOutWithdrawn : 0n;
      const input = labelOf(o.inputMint);
      const output = labelOf(o.outputMint);
      const title = `Buy ${output?.symbol ?? 'a token'} with ${amountText(o.rawInAmountPerCycle, input, o.inputMint)} ${everyText(o.cycleFrequency)}`;
      const { filled, total } = roundsOf(o);
      const usd = sumUsd([
        valueOf(remaining, o.inputMint, labelOf, priceOf),
        ...(unsent > 0n ? [valueOf(unsent, o.outputMint, labelOf, priceOf)] : []),
      ]);
      const back = amountText(remaining, input, o.inputMint);
      return {
        id: `recurring:${o.orderKey}`,
        product: 'recurring' as const,
        title,
        holds: unsent > 0n ? `${back} · ${amountText(unsent, output, o.outputMint)}` : back,
        usd: usd.unpriced > 0 ? null : usd.total,
        details: [
          `${String(filled)} of ${String(total)} orders filled`,
          `Bought so far: ${amountText(o.rawOutReceived, output, o.outputMint)}`,
        ],
        action: {
          verb: 'Cancel',
          label: `Cancel recurring order and get ${back} back`,
          run: {
            kind: 'recurring',
            vars: {
              user,
              orderKey: o.orderKey,
              inputMint: o.inputMint,
              remaining,
              summary: `Cancel recurring order: ${back} back`,
              labelOf,
            },
          },
        },
      };
    });
}

export function inviteItems(
  invites: readonly Invite[],
  sender: string,
  labelOf: LabelOf,
  priceOf: PriceOf,
  now: number,
): PortfolioItem[] {
  return invites.map((invite) => {
    const mint = inviteMint(invite.mint);
    const amount = amountText(invite.amount, labelOf(mint), mint);
    return {
      id: `invite:${invite.invite_pda}`,
      product: 'invites',
      title: `Invite of ${amount}`,
      holds: amount,
      usd: valueOf(invite.amount, mint, labelOf, priceOf),
      details: [inviteExpiryText(invite.expiry, now)],
      action: isInviteAddress(invite.invite_pda)
        ? {
            verb: 'Claw back',
            label: `Claw back invite of ${amount}`,
            run: {
              kind: 'clawback',
              vars: { sender, invitePDA: invite.invite_pda, mint, amount: invite.amount, labelOf },
            },
          }
        : null,
    };
  });
}

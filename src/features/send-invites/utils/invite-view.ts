import type { Invite } from '../../../api/send/schemas';
import type { LabelOf } from '../../../lib/tx/statement';
import { formatTokenAmount, shortAddress } from '../../../utils/format';
import { inviteMint } from './invite-statement';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Within a day of expiring: the list reminds the sender (issue 29). */
export const expiresSoon = (expiry: number, now: number): boolean => expiry > now && expiry - now < DAY;

export function expiryText(expiry: number, now: number): string {
  const left = expiry - now;
  if (left <= 0) return 'Expired';
  if (left >= DAY) return `${String(Math.floor(left / DAY))} d ${String(Math.floor((left % DAY) / HOUR))} h left`;
  if (left >= HOUR)
    return `${String(Math.floor(left / HOUR))} h ${String(Math.floor((left % HOUR) / MINUTE))} min left`;
  if (left >= MINUTE) return `${String(Math.floor(left / MINUTE))} min left`;
  return `${String(Math.ceil(left / 1000))} s left`;
}

/** "5 USDC", or raw units and the short mint when the token is not known. */
export function amountOf(amount: bigint, mint: string, labelOf: LabelOf): string {
  const label = labelOf(mint);
  if (!label) return `${amount.toString()} units of ${shortAddress(mint)}`;
  return `${formatTokenAmount(amount, label.decimals, { maxSignificant: 9 })} ${label.symbol}`;
}

export const inviteAmountText = (invite: Pick<Invite, 'amount' | 'mint'>, labelOf: LabelOf): string =>
  amountOf(invite.amount, inviteMint(invite.mint), labelOf);

export function pendingTotals(invites: readonly Pick<Invite, 'amount' | 'mint'>[]): { mint: string; amount: bigint }[] {
  const totals = new Map<string, bigint>();
  for (const i of invites) {
    const mint = inviteMint(i.mint);
    totals.set(mint, (totals.get(mint) ?? 0n) + i.amount);
  }
  return [...totals].map(([mint, amount]) => ({ mint, amount }));
}

const ACTION_LABELS: Record<string, string> = {
  claimed: 'Claimed',
  clawback: 'Clawed back',
  expired: 'Expired, returned',
  created: 'Pending',
};

/** A history action in words; a value this app does not know is shown as the service sent it. */
export function actionLabel(action: string | null): string {
  if (action === null) return 'Unknown';
  return ACTION_LABELS[action] ?? action;
}

const ENDING_LINKS: Record<string, string> = {
  claimed: 'View the claim transaction',
  clawback: 'View the clawback transaction',
  expired: 'View the refund transaction',
};

export const endingLinkLabel = (action: string | null): string =>
  (action !== null ? ENDING_LINKS[action] : undefined) ?? 'View the transaction that ended it';

import * as z from 'zod';
import { addressSchema } from '../../src/api/common';
import type { SendContext } from './service';
import type { InviteRecord } from './types';

export const PAGE_SIZE = 10;
const HISTORY_ACTIONS = new Set(['claimed', 'clawback', 'expired']);

export const listQuery = z.object({
  address: addressSchema,
  page: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'must be an integer ≥ 1')
    .optional(),
});

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Supplement §9's Invite, field for field. */
export function inviteJson(invite: InviteRecord) {
  return {
    invite_signer: invite.inviteSigner,
    invite_pda: invite.invitePda,
    sender: invite.sender,
    expiry: iso(invite.expiresAt),
    amount: invite.amount,
    creation_tx: invite.creationTx ?? '',
    deletion_tx: invite.deletionTx,
    receiver: invite.receiver,
    action: invite.action,
    creation_time: iso(invite.creationTime ?? invite.craftedAt),
    deletion_time: iso(invite.deletionTime),
    mint: invite.mint,
    confirmed: invite.confirmed,
  };
}

/** Newest first by `time`; block times are whole seconds, so the craft's millisecond breaks ties. */
function page(
  ctx: SendContext,
  q: z.output<typeof listQuery>,
  keep: (i: InviteRecord, address: string) => boolean,
  time: (i: InviteRecord) => number,
) {
  const n = Number(q.page ?? '1');
  const all = [...ctx.book.invites.values()]
    .filter((i) => keep(i, q.address))
    .sort((a, b) => time(b) - time(a) || b.craftedAt - a.craftedAt);
  const start = (n - 1) * PAGE_SIZE;
  return { invites: all.slice(start, start + PAGE_SIZE).map(inviteJson), hasMoreData: all.length > start + PAGE_SIZE };
}

export const pendingInvites = (ctx: SendContext, query: z.output<typeof listQuery>) =>
  page(
    ctx,
    query,
    (i, address) => i.sender === address && i.confirmed && i.action === 'created' && i.expiresAt > ctx.now(),
    (i) => i.creationTime ?? i.craftedAt,
  );

export const inviteHistory = (ctx: SendContext, query: z.output<typeof listQuery>) =>
  page(
    ctx,
    query,
    (i, address) => (i.sender === address || i.receiver === address) && HISTORY_ACTIONS.has(i.action),
    (i) => i.deletionTime ?? 0,
  );

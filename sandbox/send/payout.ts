import * as z from 'zod';
import { addressSchema } from '../../src/api/common';
import { takeOver, tokenOf } from '../kit/escrow';
import { Refused } from '../kit/refused';
import { cosignWire } from '../kit/tx/cosign';
import { ensureGasWalletFunded, gasWallet } from '../kit/tx/gas-wallet';
import { keypairAddress, pk } from '../kit/tx/instructions';
import { compileV0 } from '../kit/tx/message';
import { escrowKeypair, payoutInstructions, payoutMemo } from './escrow';
import { observe } from './landing';
import { pendingInvite, type SendContext } from './service';
import type { InviteRecord } from './types';

function payOut(ctx: SendContext, invite: InviteRecord, action: 'claimed' | 'expired', receiver: string) {
  const token = tokenOf(ctx.world, invite.mint);
  if (!token) throw new Refused(400, `mint: no token with mint ${invite.mint}`);
  const escrow = escrowKeypair(ctx.seed, invite.invitePda);
  const gas = gasWallet(ctx.seed);
  ensureGasWalletFunded(ctx.ledger, ctx.seed);
  takeOver(ctx.ledger, invite.escrowAccount, invite.escrow);
  const rent = (ctx.ledger.getAccount(invite.escrowAccount)?.lamports ?? 0n) - BigInt(invite.amount);
  const ixs = [
    ...payoutInstructions(
      keypairAddress(gas),
      invite.escrow,
      invite.escrowAccount,
      token,
      BigInt(invite.amount),
      rent,
      invite.sender,
      receiver,
    ),
    payoutMemo(action, receiver),
  ];
  const { wire } = compileV0(pk(keypairAddress(gas)), ctx.ledger.latestBlockhash().blockhash, ixs);
  const sent = ctx.ledger.sendTransaction(cosignWire(wire, [gas, escrow]), { skipPreflight: true });
  const record = sent.ok ? ctx.ledger.getTransaction(sent.signature) : null;
  if (!sent.ok || !record || record.meta.err !== null) {
    const why = sent.ok ? JSON.stringify(record?.meta.err ?? 'dropped') : sent.message;
    throw new Error(`send payout (${action}) of ${invite.invitePda} failed: ${why}`);
  }
  // The listener has applied it already when it is installed; a bare context (tests) applies it here.
  if (invite.action === 'created') observe(ctx, record);
  return invite;
}

export const claimSchema = z.strictObject({ invitePDA: addressSchema, receiver: addressSchema });

export function claimInvite(ctx: SendContext, req: z.output<typeof claimSchema>): InviteRecord {
  return payOut(ctx, pendingInvite(ctx, req.invitePDA), 'claimed', req.receiver);
}

const RETRY_MS = 60_000;
// Expiries that failed to land wait a while before the next try, not one error a second.
const retryAt = new WeakMap<InviteRecord, number>();

export function expireDue(ctx: SendContext, now = ctx.now()): number {
  let expired = 0;
  for (const invite of ctx.book.invites.values()) {
    if (!invite.confirmed || invite.action !== 'created' || invite.expiresAt > now) continue;
    if ((retryAt.get(invite) ?? 0) > now) continue;
    try {
      payOut(ctx, invite, 'expired', invite.sender);
      expired++;
    } catch (error) {
      retryAt.set(invite, now + RETRY_MS);
      console.error('send keeper:', error);
    }
  }
  return expired;
}

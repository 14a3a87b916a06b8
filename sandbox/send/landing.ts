import type { Cosigner } from '../chain/ledger';
import type { TxRecord } from '../chain/types';
import { cosignWire, messageMatches, missingSigners, wireLayout } from '../kit/tx/cosign';
import { encodeAddress } from '../world/address';
import { escrowKeypair, readPayoutMemo } from './escrow';
import type { SendContext } from './service';
import type { InviteRecord } from './types';

function escrowAmountAfter(record: TxRecord, account: string): bigint | null {
  const entry = record.meta.postTokenBalances.find((b) => record.accountKeys[b.accountIndex] === account);
  return entry ? BigInt(entry.uiTokenAmount.amount) : null;
}

function apply(invite: InviteRecord, record: TxRecord): boolean {
  const after = escrowAmountAfter(record, invite.escrowAccount);
  const at = record.blockTime * 1000;
  if (!invite.confirmed) {
    if (record.accountKeys[0] !== invite.sender || after === null || after < BigInt(invite.amount)) return false;
    Object.assign(invite, { confirmed: true, creationTx: record.signature, creationTime: at });
    return true;
  }
  if (invite.action !== 'created' || after !== null) return false;
  const payout = readPayoutMemo(record.meta.logMessages);
  Object.assign(invite, {
    action: payout?.action ?? 'clawback',
    receiver: payout?.action === 'claimed' ? payout.receiver : null,
    deletionTx: record.signature,
    deletionTime: at,
  });
  return true;
}

export function observe(ctx: SendContext, record: TxRecord): boolean {
  if (record.meta.err !== null) return false;
  let changed = false;
  for (const key of record.accountKeys) {
    const invite = ctx.book.byEscrow.get(key);
    if (invite && apply(invite, record)) changed = true;
  }
  if (changed) ctx.book.changed();
  return changed;
}

export function reconcile(ctx: SendContext): number {
  let recovered = 0;
  for (const invite of [...ctx.book.invites.values()]) {
    if (invite.action !== 'created') continue;
    const known = new Set([invite.creationTx, invite.deletionTx]);
    const signatures = ctx.ledger.getSignaturesForAddress(invite.escrowAccount).reverse();
    for (const s of signatures) {
      const record = s.err === null && !known.has(s.signature) ? ctx.ledger.getTransaction(s.signature) : null;
      if (record && apply(invite, record)) recovered++;
    }
    if (!invite.confirmed && invite.lastValidBlockHeight < ctx.ledger.blockHeight) ctx.book.delete(invite);
  }
  if (recovered > 0) ctx.book.changed();
  return recovered;
}

export function sendCosigner(ctx: SendContext): Cosigner {
  return (wire) => {
    const layout = wireLayout(wire);
    if (!layout) return null;
    for (const i of missingSigners(wire, layout)) {
      const at = layout.keysAt + 32 * i;
      const invite = ctx.book.byEscrowKey.get(encodeAddress(wire.subarray(at, at + 32)));
      if (!invite) continue;
      const crafted = invite.clawbacks.some((m) => messageMatches(wire, Buffer.from(m, 'base64')));
      if (!crafted || invite.action !== 'created' || invite.expiresAt <= ctx.now()) {
        return { refused: 'send escrow: not signing: not a clawback the sandbox crafted for a pending invite' };
      }
      return { wire: cosignWire(wire, [escrowKeypair(ctx.seed, invite.invitePda)]) };
    }
    return null;
  };
}

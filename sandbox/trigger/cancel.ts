import { randomUUID } from 'node:crypto';
import { VersionedMessage, type TransactionInstruction } from '@solana/web3.js';
import type { ConfirmCancelRequest } from '../../src/api/trigger/schemas';
import { ataOf } from '../kit/tx/builder';
import { cosignWire, messageMatches, takerSignatureValid, wireLayout } from '../kit/tx/cosign';
import { closeAccount, createAtaIdempotent, pk, transferChecked } from '../kit/tx/instructions';
import { compileV0 } from '../kit/tx/message';
import type { Address } from '../world/address';
import { NATIVE_MINT } from '../world/token';
import type { TriggerContext } from './context';
import { heldOnChain, tokenOf } from './fill';
import { firstSignature, groupOf } from './orders';
import { type CancelRecord, type OrderRecord, refused } from './types';
import { vaultKeypair } from './vaults';

/** Funds are kept in failed and expired orders; a cancel whose transaction expired may start again. */
const WITHDRAWABLE = new Set(['open', 'fill_failed', 'expired', 'ready_to_cancel']);

function withdrawAccount(ctx: TriggerContext, user: Address, vault: Address, account: Address, mint: Address) {
  const token = tokenOf(ctx, mint);
  if (!ctx.ledger.getAccount(account)) return [];
  const ixs: TransactionInstruction[] = [];
  const held = heldOnChain(ctx, account);
  if (mint !== NATIVE_MINT && held > 0n) {
    const ata = ataOf(user, mint, token.program);
    ixs.push(
      createAtaIdempotent(user, ata, user, mint, token.program),
      transferChecked(token.program, account, mint, ata, vault, held, token.decimals),
    );
  }
  ixs.push(closeAccount(token.program, account, user, vault));
  return ixs;
}

/** Step 1: the order leaves `open` at once and never fills after; an expired one withdraws and stays `expired`. */
export function initiateCancel(ctx: TriggerContext, wallet: Address, orderId: string) {
  const order = ctx.store.orders.get(orderId);
  if (!order) throw refused(404, 'Order not found');
  if (order.userPubkey !== wallet) throw refused(403, 'Order belongs to a different wallet');
  if (order.rawState === 'depositing' || order.pending) {
    throw refused(400, 'Order is not ready to cancel yet; retry shortly');
  }
  const group = groupOf(ctx, order).filter((o) => WITHDRAWABLE.has(o.rawState) && !o.withdrawn);
  if (!group.includes(order)) throw refused(400, `Order cannot be cancelled (state: ${order.rawState})`);
  const vault = order.vaultPubkey;
  const ixs = withdrawAccount(ctx, wallet, vault, order.account, order.inputMint);
  // An OTOCO entry that has not filled also returns its (empty, or partly filled) output account.
  if (order.orderType === 'otoco' && order.outputAccount) {
    ixs.push(...withdrawAccount(ctx, wallet, vault, order.outputAccount, order.outputMint));
  }
  if (ixs.length === 0) throw refused(400, 'Nothing to withdraw: the order account is already closed');
  const { wire, message } = compileV0(pk(wallet), ctx.ledger.latestBlockhash().blockhash, ixs);
  const now = ctx.now();
  const record: CancelRecord = {
    requestId: randomUUID(),
    orderIds: group.map((o) => o.id),
    userPubkey: wallet,
    message: Buffer.from(message).toString('base64'),
    createdAt: now,
  };
  ctx.store.saveCancel(record);
  for (const o of group) {
    if (o.rawState !== 'expired') o.rawState = 'ready_to_cancel';
    o.updatedAt = now;
    ctx.store.saveOrder(o);
  }
  return { id: order.id, transaction: Buffer.from(wire).toString('base64'), requestId: record.requestId };
}

function signersOf(message: Uint8Array): string[] {
  const m = VersionedMessage.deserialize(message);
  return m.staticAccountKeys.slice(0, m.header.numRequiredSignatures).map((k) => k.toBase58());
}

/** Step 2: the signed withdrawal must be the one step 1 crafted; a retry answers the landed transaction again. */
export function confirmCancel(ctx: TriggerContext, wallet: Address, req: ConfirmCancelRequest, seed: string) {
  const order = ctx.store.orders.get(req.orderId);
  if (!order) throw refused(404, 'Order not found');
  if (order.userPubkey !== wallet) throw refused(403, 'Order belongs to a different wallet');
  const cancel = ctx.store.cancels.get(req.cancelRequestId);
  if (!cancel || !cancel.orderIds.includes(order.id)) throw refused(400, 'Withdrawal transaction not found in cache');
  if (cancel.signature) return { id: order.id, txSignature: cancel.signature };
  const wire = Buffer.from(req.signedTransaction, 'base64');
  const layout = wireLayout(wire);
  if (!layout) throw refused(400, 'Invalid transaction format');
  const crafted = Buffer.from(cancel.message, 'base64');
  let signers: string[];
  try {
    signers = signersOf(wire.subarray(layout.messageAt));
  } catch {
    throw refused(400, 'Invalid transaction format');
  }
  if (signers.join() !== signersOf(crafted).join()) {
    throw refused(400, 'Invalid withdrawal transaction: Transaction signers modified');
  }
  if (!messageMatches(wire, crafted)) throw refused(400, 'Invalid withdrawal transaction: Transaction modified');
  if (!takerSignatureValid(wire, wallet))
    throw refused(400, 'Invalid withdrawal transaction: not signed by the wallet');
  const signed = cosignWire(wire, [vaultKeypair(seed, wallet)]);
  const signature = firstSignature(signed) ?? '';
  const group = cancel.orderIds.map((id) => ctx.store.orders.get(id)).filter((o): o is OrderRecord => o !== undefined);
  const amounts = group.map((o) => heldOnChain(ctx, o.account));
  for (const o of group) {
    o.pending = { kind: 'withdrawal', signature, amountIn: amounts[group.indexOf(o)]?.toString() ?? '0' };
    ctx.store.saveOrder(o);
  }
  const sent = ctx.ledger.sendTransaction(signed);
  for (const o of group) o.pending = null;
  if (!sent.ok) {
    for (const o of group) ctx.store.saveOrder(o);
    throw refused(400, `Invalid withdrawal transaction: ${sent.message}`);
  }
  settleWithdrawal(ctx, cancel, group, signature, amounts[0] ?? 0n, ctx.now());
  return { id: order.id, txSignature: signature };
}

export function settleWithdrawal(
  ctx: TriggerContext,
  cancel: CancelRecord,
  group: OrderRecord[],
  signature: string,
  amount: bigint,
  now: number,
) {
  cancel.signature = signature;
  ctx.store.saveCancel(cancel);
  group.forEach((o, i) => {
    o.pending = null;
    o.withdrawn = true;
    o.updatedAt = now;
    const expired = o.rawState === 'expired';
    if (!expired) o.rawState = 'cancelled';
    // One withdrawal for an OCO pair: its amount is shown once, on the first leg.
    o.events.push({
      type: 'withdrawal',
      timestamp: now,
      txSignature: signature,
      state: 'success',
      mint: o.inputMint,
      amount: i === 0 ? amount.toString() : '0',
    });
    if (!expired) o.events.push({ type: 'cancelled', timestamp: now, txSignature: signature, state: 'success' });
    ctx.store.saveOrder(o);
  });
}

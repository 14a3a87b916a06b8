import type { TxRecord } from '../chain/types';
import { escrowKeypair, keypairAddress } from '../kit/escrow';
import { platformFeeOwner } from '../kit/service-accounts';
import { NATIVE_MINT } from '../world/token';
import { isActive, remainingOf, type RecurringContext } from './service';
import { FEE_BPS, type RecurringOrder } from './types';

const tokenDelta = (r: TxRecord, owner: string, mint: string): bigint => {
  const sum = (list: TxRecord['meta']['preTokenBalances']) =>
    list.filter((b) => b.owner === owner && b.mint === mint).reduce((s, b) => s + BigInt(b.uiTokenAmount.amount), 0n);
  return sum(r.meta.postTokenBalances) - sum(r.meta.preTokenBalances);
};

function lamportDelta(r: TxRecord, address: string): bigint {
  const i = r.accountKeys.indexOf(address);
  return i < 0 ? 0n : (r.meta.postBalances[i] ?? 0n) - (r.meta.preBalances[i] ?? 0n);
}

function unrecorded(ctx: RecurringContext, escrow: string, known: ReadonlySet<string>): TxRecord[] {
  return ctx.ledger
    .getSignaturesForAddress(escrow)
    .filter((s) => s.err === null && !known.has(s.signature))
    .reverse()
    .flatMap((s) => ctx.ledger.getTransaction(s.signature) ?? []);
}

// Rounds and cancels are signed by the escrow key that took the order's account over (dca.ts).
const escrowOf = (ctx: RecurringContext, order: RecurringOrder) =>
  keypairAddress(escrowKeypair(ctx.world.seed, order.requestId));

function recoverFill(ctx: RecurringContext, order: RecurringOrder, r: TxRecord) {
  const output =
    order.outputMint === NATIVE_MINT ? lamportDelta(r, order.user) : tokenDelta(r, order.user, order.outputMint);
  const fee = tokenDelta(r, platformFeeOwner(ctx.world.seed), order.outputMint);
  order.fills.push({
    action: 'Fill',
    inputAmount: -tokenDelta(r, escrowOf(ctx, order), order.inputMint),
    outputAmount: output,
    feeAmount: fee > 0n ? fee : (output * FEE_BPS) / (10_000n - FEE_BPS),
    feeMint: order.outputMint,
    txId: r.signature,
    confirmedAt: r.blockTime * 1000,
  });
  order.nextRunAt += order.interval * 1000;
  if (order.fills.filter((f) => f.action === 'Fill').length >= order.numberOfOrders) order.closeTx = r.signature;
}

// After a restart: what a kill -9 between a landing and its save left unrecorded; the chain is the truth.
export function reconcile(ctx: RecurringContext): number {
  let recovered = 0;
  for (const p of ctx.book.pending.values()) {
    if (p.kind !== 'create' || !p.order || ctx.book.orders.has(p.orderKey)) continue;
    const deposit = unrecorded(ctx, p.orderKey, new Set()).find((r) => r.accountKeys[0] === p.user);
    if (!deposit) continue;
    const { startAt, ...order } = p.order;
    const at = deposit.blockTime * 1000;
    ctx.book.orders.set(order.orderKey, {
      ...order,
      openTx: deposit.signature,
      createdAt: at,
      updatedAt: at,
      nextRunAt: startAt === null ? at : Math.max(at, startAt * 1000),
      fills: [],
    });
    p.executed = { status: 'Success', signature: deposit.signature, order: p.orderKey, error: null };
    recovered++;
  }
  for (const order of ctx.book.orders.values()) {
    if (!isActive(order)) continue;
    const known = new Set([order.openTx, ...order.fills.map((f) => f.txId)]);
    for (const r of unrecorded(ctx, escrowOf(ctx, order), known)) {
      if (!isActive(order)) break;
      recovered++;
      order.updatedAt = r.blockTime * 1000;
      if (r.accountKeys[0] !== order.user) {
        recoverFill(ctx, order, r);
        continue;
      }
      order.inWithdrawn += remainingOf(order);
      order.closeTx = r.signature;
      order.userClosed = true;
    }
  }
  if (recovered > 0) ctx.book.changed();
  return recovered;
}

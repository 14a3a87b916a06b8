import { randomUUID } from 'node:crypto';
import {
  type CancelOrderRequest,
  type CreateOrderRequest,
  type ExecuteRecurringRequest,
  RECURRING_MIN_ORDERS,
  RECURRING_MIN_PER_ORDER_USD,
  RECURRING_MIN_TOTAL_USD,
} from '../../src/api/recurring/schemas';
import type { Engine } from '../engine/engine';
import type { BookContext } from '../kit/book-context';
import { Refused } from '../kit/refused';
import { cosignWire, messageMatches, takerSignatureValid, wireLayout } from '../kit/tx/cosign';
import { TOKEN_2022_PROGRAM } from '../world/token';
import type { RecurringBook } from './book';
import {
  compileFor,
  depositInstructions,
  escrowAccount,
  escrowBalance,
  escrowKeypair,
  keypairAddress,
  takeOver,
  tokenOf,
  withdrawInstructions,
} from '../kit/escrow';
import { inputBalance } from './balances';
import { dcaPdaOf, ensureDcaProgram, openDcaV2, orderOutBounds } from './dca';
import type { ExecuteBody, PendingRequest, RecurringOrder } from './types';

export interface RecurringContext extends BookContext<RecurringBook> {
  readonly engine: Engine;
}

const usd = (n: number) => n.toFixed(2);

function usdValue(ctx: RecurringContext, mint: string, raw: bigint, decimals: number): number {
  const price = ctx.engine.prices.usdNow(mint);
  if (price === null) throw new Refused(400, `No USD price for ${mint}: it cannot be valued`);
  return (Number(raw) / 10 ** decimals) * price;
}

function craftedResponse(
  ctx: RecurringContext,
  pending: Omit<PendingRequest, 'message' | 'blockhash' | 'lastValidBlockHeight'>,
  wire: Uint8Array,
  crafted: ReturnType<typeof compileFor>,
) {
  ctx.book.pending.set(pending.requestId, {
    ...pending,
    message: Buffer.from(crafted.message).toString('base64'),
    blockhash: crafted.blockhash,
    lastValidBlockHeight: crafted.lastValidBlockHeight,
  });
  ctx.book.prune(ctx.ledger.blockHeight);
  ctx.book.changed();
  // Saved at once: a restart between craft and execute must still accept the signed transaction.
  ctx.persist();
  return { requestId: pending.requestId, transaction: Buffer.from(wire).toString('base64') };
}

// The real service's uid is a unix timestamp; one already used for this pair moves on by a second.
function freshOrderAccount(ctx: RecurringContext, user: string, inputMint: string, outputMint: string) {
  const taken = new Set([...ctx.book.orders.keys(), ...[...ctx.book.pending.values()].map((p) => p.orderKey)]);
  for (let uid = BigInt(Math.floor(ctx.now() / 1000)); ; uid++) {
    const dca = dcaPdaOf(user, inputMint, outputMint, uid);
    if (!taken.has(dca)) return { uid, dca };
  }
}

export function createOrder(ctx: RecurringContext, req: CreateOrderRequest) {
  const input = tokenOf(ctx.world, req.inputMint);
  const output = tokenOf(ctx.world, req.outputMint);
  if (!input) throw new Refused(400, `inputMint: no token with mint ${req.inputMint}`);
  if (!output) throw new Refused(400, `outputMint: no token with mint ${req.outputMint}`);
  if (input.program === TOKEN_2022_PROGRAM || output.program === TOKEN_2022_PROGRAM) {
    throw new Refused(400, 'Token-2022 tokens are not supported');
  }
  const { inAmount, numberOfOrders, interval, minPrice, maxPrice, startAt } = req.params.time;
  const total = usdValue(ctx, input.mint, inAmount, input.decimals);
  if (total < RECURRING_MIN_TOTAL_USD) {
    throw new Refused(400, `Order is valued at ${usd(total)} USDC, minimum is ${usd(RECURRING_MIN_TOTAL_USD)} USDC`);
  }
  const perOrder = total / numberOfOrders;
  if (perOrder < RECURRING_MIN_PER_ORDER_USD) {
    throw new Refused(
      400,
      `Each order is valued at ${usd(perOrder)} USDC, minimum is ${usd(RECURRING_MIN_PER_ORDER_USD)} USDC`,
    );
  }
  if (numberOfOrders < RECURRING_MIN_ORDERS) throw new Refused(400, 'numberOfOrders: at least 2');
  const requestId = randomUUID();
  ensureDcaProgram(ctx.ledger);
  const { uid, dca } = freshOrderAccount(ctx, req.user, input.mint, output.mint);
  const range = { minPrice: minPrice ?? null, maxPrice: maxPrice ?? null };
  const open = openDcaV2({
    user: req.user,
    dca,
    uid,
    input,
    output,
    inAmount,
    numberOfOrders,
    interval,
    bounds: orderOutBounds({ inDeposited: inAmount, numberOfOrders, ...range }, input, output),
    startAt: startAt ?? null,
  });
  const crafted = compileFor(ctx.ledger, req.user, [...depositInstructions(req.user, dca, input, inAmount), open]);
  return craftedResponse(
    ctx,
    {
      requestId,
      kind: 'create',
      user: req.user,
      orderKey: dca,
      createdAt: ctx.now(),
      order: {
        orderKey: dca,
        requestId,
        user: req.user,
        inputMint: input.mint,
        outputMint: output.mint,
        inDeposited: inAmount,
        numberOfOrders,
        interval,
        ...range,
        closeTx: null,
        userClosed: false,
        inWithdrawn: 0n,
        startAt: startAt ?? null,
      },
    },
    crafted.wire,
    crafted,
  );
}

export const isActive = (o: RecurringOrder) => o.closeTx === null;

export function remainingOf(o: RecurringOrder): bigint {
  return (
    o.fills.reduce((left, f) => (f.action === 'Fill' ? left - f.inputAmount : left), o.inDeposited) - o.inWithdrawn
  );
}

// A cancel crafted and not yet landed or expired holds the order's rounds (its withdrawal amount is fixed).
export function cancelPending(ctx: RecurringContext, orderKey: string): boolean {
  for (const p of ctx.book.pending.values()) {
    if (p.kind === 'cancel' && p.orderKey === orderKey && !p.executed && ctx.ledger.isBlockhashValid(p.blockhash)) {
      return true;
    }
  }
  return false;
}

export function cancelOrder(ctx: RecurringContext, req: CancelOrderRequest) {
  const order = ctx.book.orders.get(req.order);
  if (!order || req.recurringType !== 'time') throw new Refused(404, `Order ${req.order} not found`);
  if (order.user !== req.user) throw new Refused(403, 'Order belongs to a different user');
  if (!isActive(order)) throw new Refused(400, 'Order is already closed');
  const input = tokenOf(ctx.world, order.inputMint);
  if (!input) throw new Refused(400, `No token with mint ${order.inputMint}`);
  const escrow = keypairAddress(escrowKeypair(ctx.world.seed, order.requestId));
  const account = escrowAccount(order.orderKey, input);
  takeOver(ctx.ledger, account, escrow);
  const remaining = escrowBalance(ctx.ledger, order.orderKey, input);
  const withdraw = withdrawInstructions(req.user, escrow, input, remaining, account);
  const crafted = compileFor(ctx.ledger, req.user, withdraw);
  return craftedResponse(
    ctx,
    { requestId: randomUUID(), kind: 'cancel', user: req.user, orderKey: order.orderKey, createdAt: ctx.now() },
    crafted.wire,
    crafted,
  );
}

const failed = (error: string, signature = ''): ExecuteBody => ({ status: 'Failed', signature, order: null, error });

function precheck(ctx: RecurringContext, pending: PendingRequest): ExecuteBody | null {
  if (!ctx.ledger.isBlockhashValid(pending.blockhash) || ctx.ledger.blockHeight > pending.lastValidBlockHeight) {
    return failed('Block height exceeded: the transaction expired, request a new one');
  }
  if (pending.kind === 'create' && pending.order) {
    const { inputMint, inDeposited } = pending.order;
    return inputBalance(ctx, pending.user, inputMint) < inDeposited
      ? failed('Insufficient funds for the operation requested.')
      : null;
  }
  const order = ctx.book.orders.get(pending.orderKey);
  if (!order || !isActive(order)) return failed('Order is already closed');
  return null;
}

// POST /execute (spec §4.7): only the exact crafted transaction; a re-post answers the same.
export function execute(ctx: RecurringContext, req: ExecuteRecurringRequest): ExecuteBody {
  const pending = ctx.book.pending.get(req.requestId);
  if (!pending) throw new Refused(400, 'No request with this requestId (unknown or expired): craft it again');
  const wire = Buffer.from(req.signedTransaction, 'base64');
  if (!wireLayout(wire)) throw new Refused(400, 'signedTransaction: not a serialized transaction');
  if (!messageMatches(wire, Buffer.from(pending.message, 'base64'))) {
    throw new Refused(400, 'signedTransaction: not the transaction crafted for this requestId');
  }
  if (!takerSignatureValid(wire, pending.user)) return failed('The transaction is not signed by the user');
  if (pending.executed) return pending.executed;
  const problem = precheck(ctx, pending);
  if (problem) return problem;
  const signed =
    pending.kind === 'cancel' ? cosignWire(wire, [escrowKeypair(ctx.world.seed, orderRequestId(ctx, pending))]) : wire;
  const sent = ctx.ledger.sendTransaction(signed, { skipPreflight: true });
  const record = sent.ok ? ctx.ledger.getTransaction(sent.signature) : null;
  if (!sent.ok || !record) return failed(sent.ok ? 'The transaction was dropped' : sent.message, sent.signature);
  if (record.meta.err !== null) {
    pending.executed = failed(`The transaction failed on chain: ${JSON.stringify(record.meta.err)}`, sent.signature);
  } else {
    landed(ctx, pending, sent.signature);
    pending.executed = { status: 'Success', signature: sent.signature, order: pending.orderKey, error: null };
  }
  ctx.book.changed();
  ctx.persist();
  return pending.executed;
}

function orderRequestId(ctx: RecurringContext, pending: PendingRequest): string {
  const order = ctx.book.orders.get(pending.orderKey);
  if (!order) throw new Refused(404, `Order ${pending.orderKey} not found`);
  return order.requestId;
}

function landed(ctx: RecurringContext, pending: PendingRequest, signature: string) {
  const now = ctx.now();
  if (pending.kind === 'create' && pending.order) {
    const { startAt, ...order } = pending.order;
    ctx.book.orders.set(order.orderKey, {
      ...order,
      openTx: signature,
      createdAt: now,
      updatedAt: now,
      nextRunAt: startAt === null ? now : Math.max(now, startAt * 1000),
      fills: [],
    });
    return;
  }
  const order = ctx.book.orders.get(pending.orderKey);
  if (!order) return;
  order.inWithdrawn += remainingOf(order);
  order.closeTx = signature;
  order.userClosed = true;
  order.updatedAt = now;
}

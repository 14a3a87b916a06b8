import { randomUUID } from 'node:crypto';
import type { TriggerContext } from './context';
import { buildFill, type FillPlan, heldOnChain, planFill } from './fill';
import { defaultSlippage, groupOf, ocoLegs, trailingFires } from './orders';
import type { OrderRecord } from './types';

/** The market and arbitrage refill the pools meanwhile. */
export const RETRY_MS = 2_000;
export const KEEPER_TICK_MS = 250;

/** Trailing orders move their watermark first. */
export function conditionHolds(o: OrderRecord, price: number): boolean {
  if (o.trailingBps !== null) {
    if (o.triggerCondition === 'below' && (o.highWatermark === null || price > o.highWatermark))
      o.highWatermark = price;
    if (o.triggerCondition === 'above' && (o.lowWatermark === null || price < o.lowWatermark)) o.lowWatermark = price;
    return trailingFires(o, price);
  }
  if (o.triggerPriceUsd === null) return false;
  return o.triggerCondition === 'above' ? price >= o.triggerPriceUsd : price <= o.triggerPriceUsd;
}

/** Supplement §6: watches the price book, expires and fills through the real pools (README §Keeper). */
export class Keeper {
  private scheduled = false;
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private unwatch: (() => void) | null = null;
  onFill: ((o: OrderRecord, signature: string) => void) | null = null;

  constructor(
    private readonly ctx: TriggerContext,
    private readonly seed: string,
  ) {}

  watch() {
    if (this.unwatch) return;
    this.unwatch = this.ctx.engine().liquidity.onChange(() => this.schedule());
  }

  /** At start only if the engine exists, else when Sandbox.engine builds it. */
  watchIfOpen() {
    if ([...this.ctx.store.orders.values()].some((o) => o.rawState === 'open')) this.watch();
  }

  start() {
    this.timer ??= setInterval(() => this.run(), KEEPER_TICK_MS);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unwatch?.();
    this.unwatch = null;
  }

  schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.run();
    });
  }

  run() {
    if (this.running) return;
    this.running = true;
    try {
      const now = this.ctx.now();
      const prices = new Map<string, number | null>();
      const priceOf = (mint: string) => {
        if (!prices.has(mint)) prices.set(mint, this.ctx.engine().prices.usdNow(mint));
        return prices.get(mint) ?? null;
      };
      for (const o of [...this.ctx.store.orders.values()]) {
        if (o.rawState !== 'open' || o.pending) continue;
        if (o.expiresAt <= now) {
          this.expire(o, now);
          continue;
        }
        if (o.retryAfter !== null && o.retryAfter > now) continue;
        const price = priceOf(o.triggerMint);
        if (price === null) continue;
        const marks = [o.highWatermark, o.lowWatermark];
        const fires = conditionHolds(o, price);
        if (fires) this.fill(o, now);
        else if (marks[0] !== o.highWatermark || marks[1] !== o.lowWatermark) this.ctx.store.saveOrder(o);
      }
    } finally {
      this.running = false;
    }
  }

  private expire(o: OrderRecord, now: number) {
    o.rawState = 'expired';
    o.updatedAt = now;
    o.events.push({ type: 'expired', timestamp: now, txSignature: null, state: 'success' });
    this.ctx.store.saveOrder(o);
  }

  private fill(o: OrderRecord, now: number) {
    const held = heldOnChain(this.ctx, o.account);
    const remaining = BigInt(o.remainingInputAmount) < held ? BigInt(o.remainingInputAmount) : held;
    if (remaining <= 0n) return;
    const plan = planFill(this.ctx, o, remaining, o.slippageBps ?? defaultSlippage(o.orderContext));
    if (!plan) {
      if (o.inputUsed !== '0') {
        o.retryAfter = now + RETRY_MS;
        this.ctx.store.saveOrder(o);
        return;
      }
      this.failFill(o, now);
      return;
    }
    this.land(o, plan, held, now);
  }

  /** Also the control API's partial fill (`control.ts`). */
  land(o: OrderRecord, plan: FillPlan, held: bigint, now: number) {
    const tx = buildFill(this.ctx, o, plan, plan.amountIn === held, this.seed);
    // Durable before the landing (kill -9 recovery settles it from the ledger).
    o.pending = {
      kind: 'fill',
      signature: tx.signature,
      amountIn: tx.amountIn.toString(),
      amountOut: tx.amountOut.toString(),
    };
    this.ctx.store.saveOrder(o);
    const sent = this.ctx.ledger.sendTransaction(tx.wire);
    o.pending = null;
    if (!sent.ok) {
      console.error(`sandbox: the fill of trigger order ${o.id} was refused: ${sent.message}`);
      this.failFill(o, now);
      return;
    }
    applyFill(this.ctx, o, tx.amountIn, tx.amountOut, tx.signature, now);
    this.onFill?.(o, tx.signature);
  }

  private failFill(o: OrderRecord, now: number) {
    o.rawState = 'fill_failed';
    o.triggeredAt ??= now;
    o.updatedAt = now;
    o.events.push({
      type: 'fill',
      timestamp: now,
      txSignature: null,
      state: 'failed',
      mint: o.inputMint,
      amount: o.remainingInputAmount,
      outputMint: o.outputMint,
      orderContext: o.orderContext,
    });
    this.ctx.store.saveOrder(o);
  }
}

export function applyFill(
  ctx: TriggerContext,
  o: OrderRecord,
  amountIn: bigint,
  amountOut: bigint,
  signature: string,
  now: number,
) {
  const remaining = BigInt(o.remainingInputAmount) - amountIn;
  o.remainingInputAmount = remaining.toString();
  o.inputUsed = (BigInt(o.inputUsed) + amountIn).toString();
  o.outputAmount = (BigInt(o.outputAmount) + amountOut).toString();
  o.triggeredAt ??= now;
  o.updatedAt = now;
  o.pending = null;
  o.rawState = remaining === 0n ? 'fill_success' : 'open';
  o.retryAfter = remaining === 0n ? null : now + RETRY_MS;
  o.events.push({
    type: 'fill',
    timestamp: now,
    txSignature: signature,
    state: 'success',
    mint: o.inputMint,
    amount: amountIn.toString(),
    outputMint: o.outputMint,
    outputAmount: amountOut.toString(),
    orderContext: o.orderContext,
  });
  ctx.store.saveOrder(o);
  for (const other of groupOf(ctx, o)) {
    if (other === o || other.rawState !== 'open') continue;
    other.rawState = 'oco_cancelled';
    other.updatedAt = now;
    other.events.push({
      type: 'cancelled',
      timestamp: now,
      txSignature: null,
      state: 'success',
      orderContext: other.orderContext,
    });
    ctx.store.saveOrder(other);
  }
  if (o.rawState === 'fill_success') openBracket(ctx, o, now);
}

/** Idempotent. */
export function openBracket(ctx: TriggerContext, parent: OrderRecord, now: number) {
  if (parent.orderType !== 'otoco' || !parent.outputAccount || parent.rawState !== 'fill_success') return;
  if (ctx.store.ordersOf(parent.userPubkey).some((c) => c.parentId === parent.id)) return;
  const amount = parent.outputAmount;
  const legs = ocoLegs(
    {
      ...parent,
      orderType: 'oco',
      rawState: 'open',
      inputMint: parent.outputMint,
      outputMint: parent.inputMint,
      createdAt: now,
      updatedAt: now,
      triggeredAt: null,
      initialInputAmount: amount,
      remainingInputAmount: amount,
      inputUsed: '0',
      outputAmount: '0',
      account: parent.outputAccount,
      outputAccount: null,
      parentId: parent.id,
      depositRequestId: null,
      trailingBps: null,
      highWatermark: null,
      lowWatermark: null,
      pending: null,
      retryAfter: null,
      withdrawn: false,
      events: [],
      ocoGroupId: null,
    },
    randomUUID(),
  );
  for (const leg of legs) ctx.store.saveOrder(leg);
}

import { randomUUID } from 'node:crypto';
import bs58 from 'bs58';
import type { CreatePriceOrderRequest, UpdatePriceOrderRequest } from '../../src/api/trigger/schemas';
import { messageMatches, takerSignatureValid, wireLayout } from '../kit/tx/cosign';
import type { Address } from '../world/address';
import type { TriggerContext } from './context';
import { type DepositRecord, type LegContext, type OrderRecord, refused } from './types';

/** Supplement §6: take-profit and buy-below default to automatic slippage, stop-loss and buy-above to 20 %. */
export const AUTO_SLIPPAGE_BPS = 300;
export const PROTECTIVE_SLIPPAGE_BPS = 2000;

export function defaultSlippage(context: LegContext): number {
  return context === 'stop_loss' || context === 'buy_above' ? PROTECTIVE_SLIPPAGE_BPS : AUTO_SLIPPAGE_BPS;
}

export function contextOf(o: { triggerMint: Address; outputMint: Address }, condition: 'above' | 'below'): LegContext {
  const buying = o.triggerMint === o.outputMint;
  if (buying) return condition === 'above' ? 'buy_above' : 'buy_below';
  return condition === 'above' ? 'take_profit' : 'stop_loss';
}

/** Supplement §6. */
/** A well-known dollar token (USDC, USDT, PYUSD, JupUSD); WIF is also worth 1 USD on the sandbox, and is no stablecoin. */
export function isStablecoin(ctx: TriggerContext, mint: Address): boolean {
  const token = ctx.world.byMint.get(mint);
  return token?.origin === 'well-known' && token.referencePriceUsd === 1 && /USD/i.test(token.symbol);
}

export function firstSignature(wire: Uint8Array): string | null {
  const layout = wireLayout(wire);
  if (!layout || layout.signatureCount < 1) return null;
  return bs58.encode(wire.subarray(layout.signaturesAt, layout.signaturesAt + 64));
}

type Base = Omit<OrderRecord, 'id' | 'orderContext' | 'triggerCondition' | 'triggerPriceUsd' | 'slippageBps'>;

function baseOf(ctx: TriggerContext, req: CreatePriceOrderRequest, deposit: DepositRecord, vault: Address): Base {
  const now = ctx.now();
  return {
    orderType: req.orderType,
    rawState: 'depositing',
    userPubkey: req.userPubkey,
    vaultPubkey: vault,
    inputMint: req.inputMint,
    outputMint: req.outputMint,
    triggerMint: req.triggerMint,
    trailingBps: null,
    highWatermark: null,
    lowWatermark: null,
    tpPriceUsd: req.tpPriceUsd ?? null,
    slPriceUsd: req.slPriceUsd ?? null,
    tpSlippageBps: req.tpSlippageBps ?? null,
    slSlippageBps: req.slSlippageBps ?? null,
    expiresAt: req.expiresAt,
    createdAt: now,
    updatedAt: now,
    triggeredAt: null,
    initialInputAmount: deposit.amount,
    remainingInputAmount: deposit.amount,
    inputUsed: '0',
    outputAmount: '0',
    account: deposit.account,
    outputAccount: deposit.outputAccount ?? null,
    ocoGroupId: null,
    parentId: null,
    depositRequestId: deposit.requestId,
    events: [],
    pending: null,
    retryAfter: null,
    withdrawn: false,
  };
}

/** Take-profit (its id is the pair's) fires above, stop-loss below. */
export function ocoLegs(base: Base, id: string = randomUUID()): OrderRecord[] {
  const tp: OrderRecord = {
    ...base,
    id,
    orderType: 'oco',
    orderContext: 'take_profit',
    triggerCondition: 'above',
    triggerPriceUsd: base.tpPriceUsd,
    slippageBps: base.tpSlippageBps,
    ocoGroupId: id,
    events: [],
  };
  const sl: OrderRecord = {
    ...tp,
    id: randomUUID(),
    orderContext: 'stop_loss',
    triggerCondition: 'below',
    triggerPriceUsd: base.slPriceUsd,
    slippageBps: base.slSlippageBps,
    events: [],
  };
  return [tp, sl];
}

function recordsOf(ctx: TriggerContext, req: CreatePriceOrderRequest, base: Base): OrderRecord[] {
  if (req.orderType === 'oco') return ocoLegs(base);
  const condition = req.triggerCondition ?? 'above';
  const order: OrderRecord = {
    ...base,
    id: randomUUID(),
    orderContext: contextOf(req, condition),
    triggerCondition: condition,
    triggerPriceUsd: req.triggerPriceUsd ?? null,
    slippageBps: req.slippageBps ?? null,
  };
  if (req.trailingBps !== undefined) {
    const price = ctx.engine().prices.usdNow(req.triggerMint);
    order.trailingBps = req.trailingBps;
    if (condition === 'below') order.highWatermark = price;
    else order.lowWatermark = price;
  }
  return [order];
}

function acceptedDeposit(
  ctx: TriggerContext,
  wallet: Address,
  req: CreatePriceOrderRequest,
  deposit: DepositRecord | undefined,
): DepositRecord {
  if (req.userPubkey !== wallet) throw refused(403, 'userPubkey does not match the authenticated wallet');
  const vault = ctx.store.vaults.get(wallet);
  if (!vault) throw refused(400, 'No vault registered: call GET /vault/register');
  if (req.userPubkey === vault.vaultPubkey) throw refused(400, 'userPubkey must not be the vault address');
  if (!deposit || deposit.userPubkey !== wallet) throw refused(400, 'Deposit request not found: craft a deposit first');
  const details: Record<string, string> = {};
  if (req.orderType !== deposit.orderSubType) {
    details.orderType = `must match the deposit's orderSubType (${deposit.orderSubType})`;
  }
  if (req.inputMint !== deposit.inputMint) details.inputMint = 'must be the deposit mint';
  if (req.outputMint !== deposit.outputMint) details.outputMint = "must be the deposit's outputMint";
  if (req.inputAmount.toString() !== deposit.amount)
    details.inputAmount = `must equal the deposit amount (${deposit.amount})`;
  if (req.expiresAt <= ctx.now()) details.expiresAt = 'must be in the future';
  if (!ctx.world.byMint.has(req.triggerMint)) details.triggerMint = 'unknown token';
  if (Object.keys(details).length > 0) throw refused(400, 'Request validation failed', details);
  if (isStablecoin(ctx, req.triggerMint)) throw refused(400, 'Trigger mint is not supported');
  if (ctx.engine().prices.usdNow(req.triggerMint) === null) throw refused(400, 'Trigger mint is not supported');
  return deposit;
}

/** The signed deposit must be the crafted one; a retry answers the same order with a `message`. */
export function createOrder(ctx: TriggerContext, wallet: Address, req: CreatePriceOrderRequest) {
  const deposit = acceptedDeposit(ctx, wallet, req, ctx.store.deposits.get(req.depositRequestId));
  const wire = Buffer.from(req.depositSignedTx, 'base64');
  const signature = firstSignature(wire);
  if (deposit.orderId) {
    if (signature !== deposit.depositSignature)
      throw refused(400, 'Duplicate deposit: this deposit request was already used');
    return {
      id: deposit.orderId,
      txSignature: deposit.depositSignature,
      depositConfirmed: true,
      message: 'Order already created for this deposit',
    };
  }
  if (!signature || !messageMatches(wire, Buffer.from(deposit.message, 'base64'))) {
    throw refused(400, 'Invalid deposit transaction: it is not the transaction crafted for this deposit request');
  }
  if (!takerSignatureValid(wire, wallet)) throw refused(400, 'Invalid deposit transaction: not signed by the wallet');
  const vault = ctx.store.vaults.get(wallet)?.vaultPubkey ?? '';
  const records = recordsOf(ctx, req, baseOf(ctx, req, deposit, vault));
  // Durable before the landing: a kill -9 after it leaves an order that start-up settles from the ledger.
  for (const r of records) {
    r.pending = { kind: 'deposit', signature };
    ctx.store.saveOrder(r);
  }
  const sent = ctx.ledger.sendTransaction(wire);
  for (const r of records) {
    r.pending = null;
    if (sent.ok) settleDeposit(r, signature, ctx.now());
    else r.rawState = 'deposit_failed';
    ctx.store.saveOrder(r);
  }
  if (!sent.ok) throw refused(400, `Invalid deposit transaction: ${sent.message}`);
  const id = records[0]?.id ?? '';
  ctx.store.saveDeposit({ ...deposit, orderId: id, depositSignature: signature });
  return { id, txSignature: signature, depositConfirmed: true };
}

export function settleDeposit(r: OrderRecord, signature: string, now: number) {
  r.rawState = 'open';
  r.updatedAt = now;
  r.events.push({
    type: 'deposit',
    timestamp: now,
    txSignature: signature,
    state: 'success',
    mint: r.inputMint,
    amount: r.initialInputAmount,
  });
}

const FIELDS_BY_TYPE = {
  single: ['triggerPriceUsd', 'trailingBps', 'slippageBps'],
  oco: ['tpPriceUsd', 'slPriceUsd', 'tpSlippageBps', 'slSlippageBps'],
  otoco: ['triggerPriceUsd', 'slippageBps', 'tpPriceUsd', 'slPriceUsd', 'tpSlippageBps', 'slSlippageBps'],
} as const;

export function groupOf(ctx: TriggerContext, order: OrderRecord): OrderRecord[] {
  if (!order.ocoGroupId) return [order];
  return ctx.store.ordersOf(order.userPubkey).filter((o) => o.ocoGroupId === order.ocoGroupId);
}

/** Spec §3 rule 1, with the trailing-stop guards of supplement §6. */
export function updateOrder(ctx: TriggerContext, wallet: Address, req: UpdatePriceOrderRequest) {
  const order = ctx.store.orders.get(req.orderId);
  if (!order) throw refused(404, 'Order not found');
  if (order.userPubkey !== wallet) throw refused(403, 'Order belongs to a different wallet');
  if (order.rawState !== 'open') throw refused(400, `Order is not open (state: ${order.rawState})`);
  if (req.orderType !== order.orderType) {
    throw refused(400, 'Request validation failed', { orderType: `must be ${order.orderType} for this order` });
  }
  const allowed: readonly string[] = FIELDS_BY_TYPE[order.orderType];
  const details: Record<string, string> = {};
  for (const key of Object.keys(req)) {
    if (key === 'orderId' || key === 'orderType') continue;
    if (!allowed.includes(key)) details[key] = `not for ${order.orderType} orders`;
  }
  if (Object.keys(details).length > 0) throw refused(400, 'Request validation failed', details);
  if (order.trailingBps !== null && req.triggerPriceUsd !== undefined) {
    throw refused(400, 'Cannot set trigger price on trailing stop loss order');
  }
  if (order.trailingBps === null && req.trailingBps !== undefined) {
    throw refused(400, 'Cannot convert to trailing stop loss order');
  }
  if (
    req.trailingBps !== undefined &&
    trailingFires({ ...order, trailingBps: req.trailingBps }, ctx.engine().prices.usdNow(order.triggerMint))
  ) {
    throw refused(400, 'Trailing order would immediately trigger');
  }
  const tp = req.tpPriceUsd ?? order.tpPriceUsd;
  const sl = req.slPriceUsd ?? order.slPriceUsd;
  if (tp !== null && sl !== null && !(tp > sl)) {
    throw refused(400, 'Request validation failed', { tpPriceUsd: 'take-profit must be above stop-loss' });
  }
  const now = ctx.now();
  for (const o of groupOf(ctx, order)) {
    if (req.slippageBps !== undefined) o.slippageBps = req.slippageBps;
    if (req.trailingBps !== undefined) o.trailingBps = req.trailingBps;
    o.tpPriceUsd = tp;
    o.slPriceUsd = sl;
    if (req.tpSlippageBps !== undefined) o.tpSlippageBps = req.tpSlippageBps;
    if (req.slSlippageBps !== undefined) o.slSlippageBps = req.slSlippageBps;
    if (o.orderType === 'oco') {
      o.triggerPriceUsd = o.orderContext === 'take_profit' ? tp : sl;
      o.slippageBps = o.orderContext === 'take_profit' ? o.tpSlippageBps : o.slSlippageBps;
    } else if (req.triggerPriceUsd !== undefined) o.triggerPriceUsd = req.triggerPriceUsd;
    o.updatedAt = now;
    ctx.store.saveOrder(o);
  }
  return { id: order.id };
}

/** Below its high, above its low. */
export function trailingFires(o: OrderRecord, price: number | null): boolean {
  if (price === null || o.trailingBps === null) return false;
  const k = o.trailingBps / 10_000;
  if (o.triggerCondition === 'below') return o.highWatermark !== null && price <= o.highWatermark * (1 - k);
  return o.lowWatermark !== null && price >= o.lowWatermark * (1 + k);
}

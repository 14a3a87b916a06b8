import { derivedAddress } from '../world/address';
import { escrowAddress } from './accounts';
import { feesOf, fillSell, MICRO, TICK, valueOf } from './book';
import { badParam, notFound } from './errors';
import { sideOf } from './maker';
import type { Markets } from './markets';
import { addressOf, boolOf, paginate, type Query } from './query';
import type { HistoryRecord, OrderRecord, PositionRecord, PredictionState } from './state';
import { DEFAULT_SLIPPAGE_BPS } from './order-response';
import type { Trading } from './trading';

const decimal = (micro: number) => (micro / MICRO).toFixed(6).replace(/\.?0+$/, '') || '0';
const whole = (micro: number) => String(Math.floor(micro / MICRO));
const pct = (part: number, of: number) => (of > 0 ? Math.round((part / of) * 10_000) / 100 : 0);

/** Supplement §11 field names; micro-USD strings. */
export class Views {
  constructor(
    private readonly state: PredictionState,
    private readonly markets: Markets,
    private readonly trading: Trading,
    private readonly seed: string,
  ) {}

  private metadata(marketId: string) {
    const market = this.markets.market(marketId);
    return {
      eventId: market?.eventId ?? null,
      eventMetadata: market ? this.markets.eventMetadata(market.eventId) : null,
      marketMetadata: market ? this.markets.marketMetadata(market) : null,
    };
  }

  orderJson(o: OrderRecord) {
    return {
      pubkey: o.orderPubkey,
      owner: o.owner,
      ownerPubkey: o.owner,
      market: escrowAddress(this.seed, o.marketId),
      marketId: o.marketId,
      marketIdHash: derivedAddress('prediction-market-hash', o.marketId),
      position: o.positionPubkey,
      status: o.status === 'created' ? 'pending' : o.status,
      isYes: o.isYes,
      isBuy: o.isBuy,
      createdAt: o.createdAt,
      updatedAt: o.updatedAt,
      filledAt: o.filledAt,
      contracts: whole(o.contracts),
      contractsMicro: String(o.contracts),
      contractsDecimal: decimal(o.contracts),
      maxFillPriceUsd: String(o.limitPrice),
      maxBuyPriceUsd: o.isBuy ? String(o.limitPrice) : null,
      minSellPriceUsd: o.isBuy ? null : String(o.limitPrice),
      filledContracts: o.status === 'filled' ? whole(o.contracts) : '0',
      filledContractsMicro: o.status === 'filled' ? String(o.contracts) : '0',
      avgFillPriceUsd:
        o.status === 'filled' && o.contracts > 0 ? String(Math.round((o.amount * MICRO) / o.contracts)) : '0',
      sizeUsd: String(o.amount),
      feesUsd: String(o.fees),
      settled: o.status !== 'created',
      orderId: o.externalOrderId,
      externalOrderId: o.externalOrderId,
      signature: o.signature,
      error: o.error,
      bump: 255,
      ...this.metadata(o.marketId),
    };
  }

  orders(q: Query) {
    const owner = addressOf(q.ownerPubkey, 'ownerPubkey', true);
    const mine = this.state.orders.filter((o) => o.owner === owner).sort((a, b) => b.createdAt - a.createdAt);
    const page = paginate(mine, q);
    return { ...page, data: page.data.map((o) => this.orderJson(o)) };
  }

  /** Supplement §11: a 400 once filled. */
  order(orderPubkey: string) {
    const o = this.state.orders.find((x) => x.orderPubkey === orderPubkey);
    if (!o) throw notFound(`Order ${orderPubkey}`, 'orderPubkey');
    if (o.status !== 'created') {
      throw badParam(
        'orderPubkey',
        'The order account is closed (the order settled): read /orders/status/{orderPubkey}',
        'order_closed',
      );
    }
    return this.orderJson(o);
  }

  orderStatus(orderPubkey: string) {
    const o = this.state.orders.find((x) => x.orderPubkey === orderPubkey);
    if (!o) {
      const pending = this.trading.pendingOrder(orderPubkey);
      if (!pending) throw notFound(`Order ${orderPubkey}`, 'orderPubkey');
      const step = {
        eventType: 'order_created',
        status: 'created',
        rawStatus: 'created',
        timestamp: pending.createdAt,
        signature: null,
        externalOrderId: pending.op.externalOrderId,
        orderId: pending.op.externalOrderId,
      };
      return {
        orderPubkey,
        status: 'created',
        latestEventType: 'order_created',
        latestSignature: null,
        externalOrderId: pending.op.externalOrderId,
        orderId: pending.op.externalOrderId,
        history: [step],
      };
    }
    const history = o.steps.map((s) => ({
      ...s,
      rawStatus: s.status,
      externalOrderId: o.externalOrderId,
      orderId: o.externalOrderId,
    }));
    const last = o.steps[o.steps.length - 1];
    return {
      orderPubkey,
      status: o.status,
      latestEventType: last?.eventType ?? 'order_created',
      latestSignature: o.signature,
      externalOrderId: o.externalOrderId,
      orderId: o.externalOrderId,
      error: o.error,
      history,
    };
  }

  positionJson(pos: PositionRecord) {
    const market = this.markets.market(pos.marketId);
    const contracts = this.trading.held(pos.pubkey);
    const resolution = market ? this.markets.resolution(market) : null;
    const won = resolution ? (resolution.result === 'yes') === pos.isYes : null;
    const mark = market ? this.markets.mark(market, pos.isYes) : null;
    const book = market ? this.markets.book(market) : null;
    const sold = book ? fillSell(sideOf(book, pos.isYes).bids, contracts, TICK) : null;
    const value = mark === null ? null : pos.claimed ? 0 : valueOf(contracts, mark);
    const exitFees = sold ? feesOf(sold.contracts, sold.amount).total : 0;
    const pnl = value === null ? null : value - pos.totalCost;
    const pnlAfterFees = pnl === null ? null : pnl - pos.feesPaid - exitFees;
    const claimable = won === true && !pos.claimed && contracts > 0;
    const status = pos.claimed
      ? 'claimed'
      : won === true
        ? 'won'
        : won === false
          ? 'lost'
          : mark === null
            ? 'resolving'
            : 'open';
    return {
      pubkey: pos.pubkey,
      owner: pos.owner,
      ownerPubkey: pos.owner,
      market: escrowAddress(this.seed, pos.marketId),
      marketId: pos.marketId,
      marketIdHash: derivedAddress('prediction-market-hash', pos.marketId),
      isYes: pos.isYes,
      contracts: whole(contracts),
      contractsMicro: String(contracts),
      contractsDecimal: decimal(contracts),
      source: 'sandbox',
      maxSlippageBps: DEFAULT_SLIPPAGE_BPS,
      totalCostUsd: String(pos.totalCost),
      sizeUsd: String(pos.totalCost),
      valueUsd: value === null ? null : String(value),
      avgPriceUsd: contracts > 0 ? String(Math.round((pos.totalCost * MICRO) / contracts)) : '0',
      markPriceUsd: mark === null ? null : String(mark),
      sellPriceUsd: sold && sold.contracts > 0 ? String(Math.round((sold.amount * MICRO) / sold.contracts)) : null,
      pnlUsd: pnl === null ? null : String(pnl),
      pnlUsdPercent: pnl === null ? null : pct(pnl, pos.totalCost),
      pnlUsdAfterFees: pnlAfterFees === null ? null : String(pnlAfterFees),
      pnlUsdAfterFeesPercent: pnlAfterFees === null ? null : pct(pnlAfterFees, pos.totalCost + pos.feesPaid),
      openOrders: 0,
      feesPaidUsd: String(pos.feesPaid),
      realizedPnlUsd: pos.realizedPnl,
      claimed: pos.claimed,
      claimedUsd: String(pos.claimedUsd),
      claimable,
      claimableAt: won ? (resolution?.at ?? null) : null,
      settlementDate: resolution?.at ?? null,
      payoutUsd: String(won ? contracts : 0),
      status,
      openedAt: pos.openedAt,
      updatedAt: pos.updatedAt,
      bump: 255,
      ...this.metadata(pos.marketId),
    };
  }

  /** A position sold to zero is gone. */
  private listed(owner: string) {
    return Object.values(this.state.positions).filter(
      (p) => p.owner === owner && (p.claimed || this.trading.held(p.pubkey) > 0),
    );
  }

  positions(q: Query) {
    const owner = addressOf(q.ownerPubkey, 'ownerPubkey', true);
    const marketPubkey = addressOf(q.marketPubkey, 'marketPubkey');
    const isYes = boolOf(q, 'isYes');
    const list = this.listed(owner)
      .filter((p) => (q.marketId ? p.marketId === q.marketId : true))
      .filter((p) => (marketPubkey ? escrowAddress(this.seed, p.marketId) === marketPubkey : true))
      .filter((p) => (isYes === undefined ? true : p.isYes === isYes))
      .sort((a, b) => b.updatedAt - a.updatedAt);
    const page = paginate(list, q);
    return { ...page, data: page.data.map((p) => this.positionJson(p)) };
  }

  position(pubkey: string) {
    const pos = this.state.positions[pubkey];
    if (!pos) throw notFound(`Position ${pubkey}`, 'positionPubkey');
    return this.positionJson(pos);
  }

  historyJson(h: HistoryRecord) {
    const usd = (n: number) => String(n);
    return {
      id: h.id,
      eventType: h.eventType,
      signature: h.signature,
      slot: h.slot,
      timestamp: h.timestamp,
      orderPubkey: h.orderPubkey,
      positionPubkey: h.positionPubkey,
      marketId: h.marketId,
      ownerPubkey: h.owner,
      externalOrderId: h.externalOrderId,
      orderId: h.externalOrderId,
      isBuy: h.isBuy,
      isYes: h.isYes,
      contracts: whole(h.contracts),
      contractsMicro: String(h.contracts),
      filledContracts: h.eventType === 'order_filled' ? whole(h.contracts) : '0',
      avgFillPriceUsd: h.contracts > 0 && h.amount > 0 ? usd(Math.round((h.amount * MICRO) / h.contracts)) : null,
      depositAmountUsd: h.isBuy ? usd(h.amount + h.fees) : null,
      totalCostUsd: h.isBuy ? usd(h.amount) : null,
      feeUsd: usd(h.fees),
      grossProceedsUsd: h.isBuy === false ? usd(h.amount) : null,
      netProceedsUsd: h.isBuy === false ? usd(h.amount - h.fees) : null,
      realizedPnl: usd(h.realizedPnl),
      payoutAmountUsd: usd(h.payout),
      transferAmountToken: h.transferAmount == null ? null : String(h.transferAmount),
      ...this.metadata(h.marketId),
    };
  }

  history(q: Query) {
    const owner = addressOf(q.ownerPubkey, 'ownerPubkey', true);
    const position = addressOf(q.positionPubkey, 'positionPubkey');
    const id = q.id ? Number(q.id) : undefined;
    if (id !== undefined && !(Number.isInteger(id) && id >= 1)) throw badParam('id', 'id must be a positive integer');
    const list = this.state.history
      .filter(
        (h) => h.owner === owner && (!position || h.positionPubkey === position) && (id === undefined || h.id === id),
      )
      .sort((a, b) => b.id - a.id);
    const page = paginate(list, q);
    return { ...page, data: page.data.map((h) => this.historyJson(h)) };
  }
}

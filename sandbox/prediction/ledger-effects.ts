import type { TxRecord } from '../chain/types';
import { DEPOSIT_MINTS, mintOf } from './accounts';
import { applyTrade } from './maker';
import type { Markets } from './markets';
import type { Op } from './memo';
import type { HistoryRecord, HistoryType, OrderRecord, PositionRecord, PredictionState } from './state';

export interface Landing {
  readonly signature: string;
  readonly slot: number;
  readonly timestamp: number;
}

/** Recorded from the memo; contracts themselves never are: the chain holds them. */
export class Effects {
  constructor(
    private readonly state: PredictionState,
    private readonly markets: Markets,
    private readonly positionOf: (owner: string, marketId: string, isYes: boolean) => string,
    private readonly heldNow: (position: string) => number,
  ) {}

  private nextId(): number {
    const last = this.state.history[this.state.history.length - 1];
    return (last?.id ?? 0) + 1;
  }

  note(type: HistoryType, pos: PositionRecord, at: Landing, fields: Partial<HistoryRecord> = {}): HistoryRecord {
    const record: HistoryRecord = {
      id: this.nextId(),
      eventType: type,
      signature: at.signature,
      slot: at.slot,
      timestamp: at.timestamp,
      owner: pos.owner,
      marketId: pos.marketId,
      positionPubkey: pos.pubkey,
      orderPubkey: null,
      externalOrderId: null,
      isBuy: null,
      isYes: pos.isYes,
      contracts: 0,
      amount: 0,
      fees: 0,
      realizedPnl: 0,
      payout: 0,
      ...fields,
    };
    this.state.history.push(record);
    return record;
  }

  /** A position pays out in one mint: no buy in the other while it holds contracts. */
  mintConflict(op: Op, pos: PositionRecord | undefined): string | null {
    if (!pos || this.heldNow(pos.pubkey) === 0 || mintOf(pos) === op.mint) return null;
    const held = DEPOSIT_MINTS[mintOf(pos)] ?? 'USDC';
    return `This position pays out in ${held}: bet with ${held}, or sell it first`;
  }

  position(owner: string, marketId: string, isYes: boolean, now: number): PositionRecord {
    const pubkey = this.positionOf(owner, marketId, isYes);
    let pos = this.state.positions[pubkey];
    if (!pos) {
      pos = {
        pubkey,
        owner,
        marketId,
        isYes,
        totalCost: 0,
        feesPaid: 0,
        realizedPnl: 0,
        bought: 0,
        claimed: false,
        claimedUsd: 0,
        lost: false,
        openedAt: now,
        updatedAt: now,
      };
      this.state.positions[pubkey] = pos;
    }
    return pos;
  }

  order(op: Op, orderPubkey: string, positionPubkey: string, now: number): OrderRecord {
    let order = this.state.orders.find((o) => o.externalOrderId === op.externalOrderId);
    if (!order) {
      order = {
        orderPubkey,
        externalOrderId: op.externalOrderId,
        owner: op.owner,
        marketId: op.marketId,
        positionPubkey,
        isYes: op.isYes,
        isBuy: op.kind === 'buy',
        contracts: op.contracts,
        amount: op.amount,
        fees: op.fees,
        limitPrice: op.limitPrice,
        status: 'created',
        createdAt: now,
        updatedAt: now,
        filledAt: 0,
        signature: null,
        error: null,
        steps: [{ eventType: 'order_created', status: 'created', timestamp: now, signature: null }],
      };
      this.state.orders.push(order);
    }
    return order;
  }

  failed(op: Op, orderPubkey: string, error: string, at: Landing | null) {
    const now = at?.timestamp ?? this.markets.nowS();
    const pos = this.position(op.owner, op.marketId, op.isYes, now);
    const order = this.order(op, orderPubkey, pos.pubkey, now);
    if (order.status !== 'created') return;
    Object.assign(order, { status: 'failed', updatedAt: now, error, signature: at?.signature ?? null });
    order.steps.push({ eventType: 'order_failed', status: 'failed', timestamp: now, signature: at?.signature ?? null });
    this.note('order_failed', pos, at ?? { signature: '', slot: 0, timestamp: now }, {
      orderPubkey,
      externalOrderId: op.externalOrderId,
      isBuy: op.kind === 'buy',
      contracts: op.contracts,
    });
  }

  apply(op: Op, orderPubkey: string, at: Landing) {
    const market = this.markets.market(op.marketId);
    if (!market) return;
    const pos = this.position(op.owner, op.marketId, op.isYes, at.timestamp);
    pos.updatedAt = at.timestamp;
    if (op.kind === 'claim' || op.kind === 'autoclaim') {
      pos.claimed = true;
      pos.claimedUsd = op.amount;
      const pnl = op.amount - pos.totalCost;
      pos.realizedPnl += op.amount - pos.totalCost;
      this.note('payout_claimed', pos, at, {
        contracts: op.contracts,
        payout: op.amount,
        realizedPnl: pnl,
        amount: op.amount,
        transferAmount: op.amount,
      });
      return;
    }
    const order = this.order(op, orderPubkey, pos.pubkey, at.timestamp);
    Object.assign(order, {
      status: 'filled',
      updatedAt: at.timestamp,
      filledAt: at.timestamp,
      signature: at.signature,
    });
    order.steps.push({ eventType: 'order_filled', status: 'filled', timestamp: at.timestamp, signature: at.signature });
    const maker = this.markets.maker(market);
    const common = {
      orderPubkey,
      externalOrderId: op.externalOrderId,
      contracts: op.contracts,
      amount: op.amount,
      fees: op.fees,
    };
    if (op.kind === 'buy') {
      // The execution refuses a buy in the other mint while the position holds contracts, so the latest buy names it.
      pos.depositMint = op.mint;
      pos.totalCost += op.amount;
      pos.feesPaid += op.fees;
      pos.bought += op.contracts;
      applyTrade(maker, market.depth, op.isYes, op.contracts, op.amount, at.timestamp);
      this.note('order_created', pos, at, { ...common, isBuy: true });
      this.note('order_filled', pos, at, { ...common, isBuy: true, transferAmount: op.amount + op.fees });
      return;
    }
    const held = this.heldNow(pos.pubkey);
    const before = held + op.contracts;
    const costOut = before > 0 ? Math.round((pos.totalCost * op.contracts) / before) : pos.totalCost;
    const realized = op.amount - op.fees - costOut;
    pos.totalCost -= costOut;
    pos.feesPaid += op.fees;
    pos.realizedPnl += realized;
    applyTrade(maker, market.depth, !op.isYes, op.contracts, op.amount, at.timestamp);
    this.note('order_created', pos, at, { ...common, isBuy: false });
    this.note('order_filled', pos, at, {
      ...common,
      isBuy: false,
      realizedPnl: realized,
      transferAmount: op.amount - op.fees,
    });
    if (held === 0) this.note('order_closed', pos, at, { ...common, isBuy: false, realizedPnl: pos.realizedPnl });
  }

  lost(pos: PositionRecord, at: number) {
    pos.lost = true;
    pos.updatedAt = at;
    const loss = -pos.totalCost;
    pos.realizedPnl -= pos.totalCost;
    this.note(
      'position_lost',
      pos,
      { signature: '', slot: 0, timestamp: at },
      { realizedPnl: loss, contracts: this.heldNow(pos.pubkey) },
    );
  }
}

export const landingOf = (record: TxRecord): Landing => ({
  signature: record.signature,
  slot: record.slot,
  timestamp: record.blockTime,
});

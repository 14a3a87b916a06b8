import { randomUUID } from 'node:crypto';
import type { CreateOrderRequest } from '../../src/api/prediction/schemas';
import type { Ledger } from '../chain/ledger';
import { derivedAddress } from '../world/address';
import {
  depositAccountOf,
  DEPOSIT_MINTS,
  ensureEscrowHolds,
  ensureMarketAccounts,
  mintOf,
  positionAddress,
  tokenBalance,
  USDC_MINT,
  vaultAddress,
} from './accounts';
import { type Fees, feesOf, fillBuyWithFees, fillSell, LOT, MICRO, TICK } from './book';
import { badParam, notFound, refused } from './errors';
import { Execution } from './execution';
import { Effects } from './ledger-effects';
import { sideOf } from './maker';
import type { Markets } from './markets';
import { memoOf, type Op } from './memo';
import { decimal, sellContractsOf } from './order-body';
import { createOrderResponse, DEFAULT_SLIPPAGE_BPS } from './order-response';
import { PendingTxs } from './pending';
import { Settlement } from './settlement';
import type { PositionRecord, PredictionState } from './state';
import { buyTx, payoutTx } from './tx';
import type { SeedMarket } from './world/types';

const FORECAST_MAX_USD = 250 * MICRO;
const ceilTick = (p: number) => Math.ceil(p / TICK) * TICK;
const floorTick = (p: number) => Math.floor(p / TICK) * TICK;

export interface TradingDeps {
  readonly ledger: Ledger;
  readonly seed: string;
  readonly markets: Markets;
  readonly state: PredictionState;
  readonly markDirty: () => void;
}

/** Supplement §11: one transaction each, owner-signed, vault co-signed after the check; see README §Trading. */
export class Trading {
  private readonly pending = new PendingTxs();
  readonly effects: Effects;
  readonly vault: string;
  readonly ledger: Ledger;
  private readonly execution: Execution;
  private readonly settlement: Settlement;

  constructor(private readonly d: TradingDeps) {
    this.ledger = d.ledger;
    this.vault = vaultAddress(d.seed);
    this.effects = new Effects(
      d.state,
      d.markets,
      (o, m, y) => positionAddress(d.seed, o, m, y),
      (p) => this.held(p),
    );
    const shared = { ...d, effects: this.effects, pending: this.pending, vault: this.vault };
    this.execution = new Execution(shared);
    this.settlement = new Settlement({
      ...shared,
      held: (p) => this.held(p),
      positionFor: (p, o) => this.positionFor(p, o),
    });
  }

  held(position: string): number {
    return Number(tokenBalance(this.d.ledger, position));
  }

  readonly cosigner: Execution['cosigner'] = (wire) => this.execution.cosigner(wire);
  readonly onLanded: Execution['onLanded'] = (record) => this.execution.onLanded(record);

  execute(signedTransaction: string, requestId: string | undefined) {
    return this.execution.execute(signedTransaction, requestId);
  }

  reconcile() {
    this.execution.reconcile();
  }

  claim(positionPubkey: string, owner: string) {
    return this.settlement.claim(positionPubkey, owner);
  }

  sweep() {
    this.settlement.sweep();
  }

  pendingOrder(orderPubkey: string) {
    return this.pending.ofOrder(orderPubkey);
  }

  private openMarket(marketId: string | undefined): SeedMarket {
    const market = marketId ? this.d.markets.market(marketId) : undefined;
    if (!market) throw notFound(`Market ${marketId ?? ''}`, 'marketId');
    if (!this.d.state.tradingActive) throw refused(503, 'api_error', 'Trading is paused', 'trading_paused');
    if (this.d.markets.phase(market) !== 'open') {
      throw refused(400, 'invalid_request_error', 'Market is not open for trading', 'market_closed', 'marketId');
    }
    return market;
  }

  createOrder(body: CreateOrderRequest) {
    return body.isBuy ? this.buy(body) : this.sell(body, sellContractsOf(body), DEFAULT_SLIPPAGE_BPS);
  }

  private buy(body: CreateOrderRequest) {
    const market = this.openMarket(body.marketId);
    const owner = body.ownerPubkey;
    const mint = body.depositMint ?? USDC_MINT;
    const symbol = DEPOSIT_MINTS[mint];
    if (symbol === undefined) throw badParam('depositMint', 'depositMint must be USDC or JupUSD');
    const deposit = Number(body.depositAmount ?? 0n);
    if (market.provider === 'provider_c' && mint !== USDC_MINT)
      throw badParam('depositMint', 'Forecast markets take USDC only');
    if (market.provider === 'provider_c' && deposit > FORECAST_MAX_USD)
      throw badParam('depositAmount', 'Maximum order is $250');
    if (tokenBalance(this.d.ledger, depositAccountOf(owner, mint)) < BigInt(deposit)) {
      throw badParam('depositAmount', `Insufficient ${symbol} balance for this deposit`, 'insufficient_balance');
    }
    const book = this.d.markets.book(market);
    const asks = book ? sideOf(book, body.isYes).asks : [];
    const fill = fillBuyWithFees(asks, deposit, MICRO - TICK);
    if (fill.contracts === 0 || fill.worstPrice === null) {
      throw badParam('depositAmount', 'Not enough liquidity in the book for this order', 'insufficient_liquidity');
    }
    const limit = Math.min(MICRO - TICK, ceilTick((fill.worstPrice * (10_000 + DEFAULT_SLIPPAGE_BPS)) / 10_000));
    const op: Op = {
      kind: 'buy',
      externalOrderId: randomUUID(),
      owner,
      marketId: market.marketId,
      isYes: body.isYes,
      contracts: fill.contracts,
      amount: fill.amount,
      fees: fill.fees.total,
      limitPrice: limit,
      mint,
    };
    const existing = this.d.state.positions[positionAddress(this.d.seed, owner, market.marketId, body.isYes)];
    const conflict = this.effects.mintConflict(op, existing);
    if (conflict) throw badParam('depositMint', conflict, 'deposit_mint_mismatch');
    ensureMarketAccounts(this.d.ledger, this.d.seed, market.marketId, mint);
    return this.orderResponse(op, fill.fees, (blockhash) =>
      buyTx({
        seed: this.d.seed,
        owner,
        marketId: market.marketId,
        isYes: body.isYes,
        contracts: BigInt(fill.contracts),
        amount: BigInt(fill.amount + fill.fees.total),
        mint,
        memo: memoOf(op),
        blockhash,
      }),
    );
  }

  private positionFor(pubkey: string | undefined, owner: string): PositionRecord {
    const pos = pubkey ? this.d.state.positions[pubkey] : undefined;
    if (!pos) throw notFound(`Position ${pubkey ?? ''}`, 'positionPubkey');
    if (pos.owner !== owner) {
      throw refused(403, 'permission_error', 'The position belongs to another owner', 'not_owner', 'ownerPubkey');
    }
    return pos;
  }

  sell(body: { ownerPubkey: string; positionPubkey?: string }, contracts: number, slippageBps: number) {
    const pos = this.positionFor(body.positionPubkey, body.ownerPubkey);
    const market = this.openMarket(pos.marketId);
    const held = this.held(pos.pubkey);
    if (contracts <= 0) throw badParam('contracts', 'Sell at least 0.01 contract');
    if (contracts > held)
      throw badParam('contracts', `The position holds ${decimal(held)} contracts`, 'insufficient_contracts');
    const book = this.d.markets.book(market);
    const fill = fillSell(book ? sideOf(book, pos.isYes).bids : [], contracts, TICK);
    if (fill.contracts < contracts || fill.worstPrice === null) {
      throw badParam('contracts', 'Not enough liquidity in the book for this sell', 'insufficient_liquidity');
    }
    const fees = feesOf(fill.contracts, fill.amount);
    if (fill.amount <= fees.total) throw badParam('contracts', 'The proceeds would not cover the fees', 'below_fees');
    const limit = Math.max(TICK, floorTick((fill.worstPrice * (10_000 - slippageBps)) / 10_000));
    const op: Op = {
      kind: 'sell',
      externalOrderId: randomUUID(),
      owner: pos.owner,
      marketId: pos.marketId,
      isYes: pos.isYes,
      contracts,
      amount: fill.amount,
      fees: fees.total,
      limitPrice: limit,
      mint: mintOf(pos),
    };
    // The escrow of the position's mint may hold less than the bids pay (the other side paid in the other mint, or
    // the maker sold what it buys back): funded now, so the wallet's simulation of this transaction succeeds.
    ensureEscrowHolds(this.d.ledger, this.d.seed, pos.marketId, BigInt(fill.amount - fees.total), op.mint);
    return this.orderResponse(op, fees, (blockhash) =>
      payoutTx({
        seed: this.d.seed,
        owner: pos.owner,
        marketId: pos.marketId,
        isYes: pos.isYes,
        contracts: BigInt(contracts),
        amount: BigInt(fill.amount - fees.total),
        mint: op.mint,
        memo: memoOf(op),
        blockhash,
      }),
    );
  }

  closeAll(owner: string, slippageBps: number) {
    const open = Object.values(this.d.state.positions).filter((p) => {
      const market = this.d.markets.market(p.marketId);
      return p.owner === owner && market && this.d.markets.phase(market) === 'open' && this.held(p.pubkey) >= LOT;
    });
    return {
      data: open.map((p) =>
        this.sell({ ownerPubkey: owner, positionPubkey: p.pubkey }, this.held(p.pubkey), slippageBps),
      ),
    };
  }

  private orderResponse(op: Op, fees: Fees, build: (blockhash: string) => { wire: Uint8Array; message: Uint8Array }) {
    const { blockhash, lastValidBlockHeight } = this.d.ledger.latestBlockhash();
    const { wire, message } = build(blockhash);
    const orderPubkey = derivedAddress('prediction-order', this.d.seed, op.externalOrderId);
    const positionPubkey = positionAddress(this.d.seed, op.owner, op.marketId, op.isYes);
    this.pending.remember({
      op,
      orderPubkey,
      positionPubkey,
      message,
      blockhash,
      lastValidBlockHeight,
      createdAt: this.d.markets.nowS(),
      fees,
    });
    const deps = { ...this.d, held: (p: string) => this.held(p) };
    return createOrderResponse(deps, op, fees, { wire, blockhash, lastValidBlockHeight, orderPubkey, positionPubkey });
  }
}

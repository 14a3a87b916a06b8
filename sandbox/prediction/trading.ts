import { randomUUID } from 'node:crypto';
import { createOrderRequestSchema, type CreateOrderRequest } from '../../src/api/prediction/schemas';
import type { Ledger } from '../chain/ledger';
import type { TxRecord } from '../chain/types';
import { cosignWire, missingSigners, takerSignatureValid, wireLayout } from '../swap/tx/cosign';
import { derivedAddress } from '../world/address';
import {
  ensureEscrowHolds,
  ensureMarketAccounts,
  ensureVaultFunded,
  escrowAddress,
  JUPUSD_MINT,
  positionAddress,
  tokenBalance,
  USDC_MINT,
  usdcAccountOf,
  vaultAddress,
  vaultKeypair,
} from './accounts';
import { type Fees, feesOf, fillBuyWithFees, fillContracts, fillSell, LOT, MICRO, TICK } from './book';
import { badParam, notFound, PredictionError } from './errors';
import { Effects, landingOf } from './ledger-effects';
import { sideOf } from './maker';
import type { Markets } from './markets';
import { memoOf, type Op, opOfWire } from './memo';
import type { PositionRecord, PredictionState } from './state';
import { buyTx, payoutTx } from './tx';
import type { SeedMarket } from './world/types';

/** The slippage a buy or sell tolerates unless told (basis points of the worst level it would touch). */
export const DEFAULT_SLIPPAGE_BPS = 200;
const FORECAST_MAX_USD = 250 * MICRO;
/** A won position not claimed within a day is paid out by the sandbox (supplement §11). */
export const AUTO_CLAIM_AFTER_S = 24 * 3_600;
const MAX_PENDING = 5_000;

/** An order (or claim) built and not yet landed: what the sandbox checks before it co-signs. */
interface Pending {
  readonly op: Op;
  readonly orderPubkey: string | null;
  readonly positionPubkey: string;
  readonly message: Uint8Array;
  readonly blockhash: string;
  readonly lastValidBlockHeight: number;
  readonly createdAt: number;
  readonly fees: Fees;
  answer?: { status: 'Success' | 'Failed'; signature: string | null; error: string | null };
}

const key = (message: Uint8Array) => Buffer.from(message).toString('base64');
const ceilTick = (p: number) => Math.ceil(p / TICK) * TICK;
const floorTick = (p: number) => Math.floor(p / TICK) * TICK;
const decimal = (micro: number) => (micro / MICRO).toFixed(6).replace(/\.?0+$/, '') || '0';

export interface TradingDeps {
  readonly ledger: Ledger;
  readonly seed: string;
  readonly markets: Markets;
  readonly state: PredictionState;
  readonly markDirty: () => void;
}

/**
 * Orders, closes and claims (supplement §11). Each is one transaction the owner signs and the vault co-signs after
 * checking it against the book (the order's price limit) or the settlement; it lands through `POST /execute` or any
 * RPC (the ledger's co-signer hook). Its memo says what it does, and the landing hook records that.
 */
export class Trading {
  private readonly pending = new Map<string, Pending>();
  private readonly byOrder = new Map<string, Pending>();
  readonly effects: Effects;
  readonly vault: string;
  readonly ledger: Ledger;

  constructor(private readonly d: TradingDeps) {
    this.ledger = d.ledger;
    this.vault = vaultAddress(d.seed);
    this.effects = new Effects(
      d.state,
      d.markets,
      (o, m, y) => positionAddress(d.seed, o, m, y),
      (p) => this.held(p),
    );
  }

  held(position: string): number {
    return Number(tokenBalance(this.d.ledger, position));
  }

  private now() {
    return this.d.markets.nowS();
  }

  private openMarket(marketId: string | undefined): SeedMarket {
    const market = marketId ? this.d.markets.market(marketId) : undefined;
    if (!market) throw notFound(`Market ${marketId ?? ''}`, 'marketId');
    if (!this.d.state.tradingActive) throw new PredictionError(503, 'api_error', 'Trading is paused', 'trading_paused');
    if (this.d.markets.phase(market) !== 'open') {
      throw new PredictionError(
        400,
        'invalid_request_error',
        'Market is not open for trading',
        'market_closed',
        'marketId',
      );
    }
    return market;
  }

  private remember(p: Pending) {
    if (this.pending.size >= MAX_PENDING) {
      const oldest = this.pending.keys().next().value;
      if (oldest !== undefined) this.pending.delete(oldest);
    }
    this.pending.set(key(p.message), p);
    if (p.orderPubkey) this.byOrder.set(p.orderPubkey, p);
  }

  /** `POST /orders`: a buy (deposit into the escrow, contracts minted) or a sell of part of a position. */
  createOrder(raw: unknown) {
    const body = parseOrderBody(raw);
    return body.isBuy ? this.buy(body) : this.sell(body, this.sellContracts(body), DEFAULT_SLIPPAGE_BPS);
  }

  private buy(body: CreateOrderRequest) {
    const market = this.openMarket(body.marketId);
    const owner = body.ownerPubkey;
    const mint = body.depositMint ?? USDC_MINT;
    if (mint !== USDC_MINT && mint !== JUPUSD_MINT) throw badParam('depositMint', 'depositMint must be USDC or JupUSD');
    if (mint === JUPUSD_MINT)
      throw badParam('depositMint', 'JupUSD deposits are not available in the sandbox: use USDC');
    const deposit = Number(body.depositAmount ?? 0n);
    if (market.provider === 'provider_c' && deposit > FORECAST_MAX_USD)
      throw badParam('depositAmount', 'Maximum order is $250');
    if (tokenBalance(this.d.ledger, usdcAccountOf(owner)) < BigInt(deposit)) {
      throw badParam('depositAmount', 'Insufficient USDC balance for this deposit', 'insufficient_balance');
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
    };
    ensureMarketAccounts(this.d.ledger, this.d.seed, market.marketId);
    return this.orderResponse(op, fill.fees, (blockhash) =>
      buyTx({
        seed: this.d.seed,
        owner,
        marketId: market.marketId,
        isYes: body.isYes,
        contracts: BigInt(fill.contracts),
        usdc: BigInt(fill.amount + fill.fees.total),
        memo: memoOf(op),
        blockhash,
      }),
    );
  }

  private positionFor(pubkey: string | undefined, owner: string): PositionRecord {
    const pos = pubkey ? this.d.state.positions[pubkey] : undefined;
    if (!pos) throw notFound(`Position ${pubkey ?? ''}`, 'positionPubkey');
    if (pos.owner !== owner) {
      throw new PredictionError(
        403,
        'permission_error',
        'The position belongs to another owner',
        'not_owner',
        'ownerPubkey',
      );
    }
    return pos;
  }

  private sellContracts(body: CreateOrderRequest): number {
    const micro =
      body.contractsMicro !== undefined
        ? Number(body.contractsMicro)
        : body.contracts !== undefined
          ? Number(body.contracts) * MICRO
          : Math.floor(Number(body.contractsDecimal ?? '0') * MICRO);
    return Math.floor(micro / LOT) * LOT;
  }

  /** A sell of `contracts` micro-contracts of a position into the bids (closes use every contract held). */
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
    };
    return this.orderResponse(op, fees, (blockhash) =>
      payoutTx({
        seed: this.d.seed,
        owner: pos.owner,
        marketId: pos.marketId,
        isYes: pos.isYes,
        contracts: BigInt(contracts),
        usdc: BigInt(fill.amount - fees.total),
        memo: memoOf(op),
        blockhash,
      }),
    );
  }

  /** `DELETE /positions`: a sell of every open position of the owner in a market still trading. */
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

  /** CreateOrderResponse: the unsigned transaction, how to execute it, and the order it places. */
  private orderResponse(op: Op, fees: Fees, build: (blockhash: string) => { wire: Uint8Array; message: Uint8Array }) {
    const { blockhash, lastValidBlockHeight } = this.d.ledger.latestBlockhash();
    const { wire, message } = build(blockhash);
    const orderPubkey = derivedAddress('prediction-order', this.d.seed, op.externalOrderId);
    const positionPubkey = positionAddress(this.d.seed, op.owner, op.marketId, op.isYes);
    this.remember({
      op,
      orderPubkey,
      positionPubkey,
      message,
      blockhash,
      lastValidBlockHeight,
      createdAt: this.now(),
      fees,
    });
    const forecast = this.d.markets.market(op.marketId)?.provider === 'provider_c';
    return {
      transaction: Buffer.from(wire).toString('base64'),
      txMeta: { blockhash, lastValidBlockHeight },
      externalOrderId: op.externalOrderId,
      requiredSigners: [op.owner],
      execution: {
        endpoint: '/api/v1/execute',
        context: { type: forecast ? 'bisonfi_swap' : 'create_order', externalOrderId: op.externalOrderId, orderPubkey },
      },
      executionModel: forecast ? 'atomic_swap' : null,
      settlement: forecast ? 'auto' : null,
      jupiterSwapRequestId: forecast ? op.externalOrderId : null,
      order: this.preview(op, orderPubkey, positionPubkey, fees),
    };
  }

  private preview(op: Op, orderPubkey: string, positionPubkey: string, fees: Fees) {
    const pos = this.d.state.positions[positionPubkey];
    const held = this.held(positionPubkey);
    const buy = op.kind === 'buy';
    const newContracts = buy ? held + op.contracts : held - op.contracts;
    const oldCost = pos?.totalCost ?? 0;
    const newCost = buy ? oldCost + op.amount : held > 0 ? oldCost - Math.round((oldCost * op.contracts) / held) : 0;
    const market = this.d.markets.market(op.marketId);
    return {
      orderPubkey: market?.provider === 'provider_c' ? null : orderPubkey,
      orderAtaPubkey: escrowAddress(this.d.seed, op.marketId),
      userPubkey: op.owner,
      marketId: op.marketId,
      marketIdHash: derivedAddress('prediction-market-hash', op.marketId),
      positionPubkey,
      isBuy: buy,
      isYes: op.isYes,
      contracts: String(Math.floor(op.contracts / MICRO)),
      contractsMicro: String(op.contracts),
      contractsDecimal: decimal(op.contracts),
      newContracts: String(Math.floor(newContracts / MICRO)),
      newContractsMicro: String(newContracts),
      newContractsDecimal: decimal(newContracts),
      maxBuyPriceUsd: buy ? String(op.limitPrice) : null,
      minSellPriceUsd: buy ? null : String(op.limitPrice),
      externalOrderId: op.externalOrderId,
      orderCostUsd: String(op.amount),
      newAvgPriceUsd: newContracts > 0 ? String(Math.round((newCost * MICRO) / newContracts)) : '0',
      newSizeUsd: String(newCost),
      newPayoutUsd: String(newContracts),
      estimatedProtocolFeeUsd: String(fees.protocol),
      estimatedVenueFeeUsd: String(fees.venue),
      estimatedTotalFeeUsd: String(fees.total),
      payoutUsd: String(buy ? op.contracts : op.amount - fees.total),
      slippageBps: DEFAULT_SLIPPAGE_BPS,
      maxSlippageBps: DEFAULT_SLIPPAGE_BPS,
    };
  }

  /** `POST /positions/{p}/claim`: burn the winning contracts, the escrow pays $1 each (no fee). */
  claim(positionPubkey: string, owner: string) {
    const pos = this.positionFor(positionPubkey, owner);
    const market = this.d.markets.market(pos.marketId);
    const resolution = market ? this.d.markets.resolution(market) : null;
    const claimError = (message: string, code: string) =>
      new PredictionError(400, 'invalid_request_error', message, code, 'positionPubkey');
    if (!market || !resolution) throw claimError('Market not settled yet', 'market_not_settled');
    if ((resolution.result === 'yes') !== pos.isYes)
      throw claimError('The position lost: there is nothing to claim', 'position_lost');
    if (pos.claimed) throw claimError('The position was already claimed', 'already_claimed');
    const contracts = this.held(pos.pubkey);
    if (contracts === 0) throw claimError('The position holds no contracts', 'no_contracts');
    const op: Op = {
      kind: 'claim',
      externalOrderId: randomUUID(),
      owner,
      marketId: pos.marketId,
      isYes: pos.isYes,
      contracts,
      amount: contracts,
      fees: 0,
      limitPrice: MICRO,
    };
    const { blockhash, lastValidBlockHeight } = this.d.ledger.latestBlockhash();
    const { wire, message } = payoutTx({
      seed: this.d.seed,
      owner,
      marketId: pos.marketId,
      isYes: pos.isYes,
      contracts: BigInt(contracts),
      usdc: BigInt(contracts),
      memo: memoOf(op),
      blockhash,
    });
    this.remember({
      op,
      orderPubkey: null,
      positionPubkey,
      message,
      blockhash,
      lastValidBlockHeight,
      createdAt: this.now(),
      fees: feesOf(0, 0),
    });
    return {
      transaction: Buffer.from(wire).toString('base64'),
      txMeta: { blockhash, lastValidBlockHeight },
      position: {
        positionPubkey,
        marketPubkey: escrowAddress(this.d.seed, pos.marketId),
        userPubkey: owner,
        ownerPubkey: owner,
        isYes: pos.isYes,
        contracts: String(Math.floor(contracts / MICRO)),
        contractsMicro: String(contracts),
        contractsDecimal: decimal(contracts),
        payoutAmountUsd: String(contracts),
      },
    };
  }

  /** Why the vault would not co-sign this transaction now; null when it may land. */
  private refusal(p: Pending): string | null {
    const { op } = p;
    const market = this.d.markets.market(op.marketId);
    if (!market) return 'Unknown market';
    if (op.kind === 'claim') {
      const resolution = this.d.markets.resolution(market);
      const pos = this.d.state.positions[p.positionPubkey];
      if (!resolution || (resolution.result === 'yes') !== op.isYes)
        return 'Market not settled in favour of this position';
      if (pos?.claimed) return 'The position was already claimed';
      return null;
    }
    if (!this.d.state.tradingActive) return 'Trading is paused';
    const book = this.d.markets.book(market);
    if (!book) return 'Market is not open for trading';
    const side = sideOf(book, op.isYes);
    if (op.kind === 'buy') {
      const fill = fillContracts(side.asks, op.contracts, op.limitPrice);
      return fill.contracts < op.contracts ? 'Price moved beyond the order’s limit (maxBuyPriceUsd)' : null;
    }
    const fill = fillSell(side.bids, op.contracts, op.limitPrice);
    return fill.contracts < op.contracts ? 'Price moved beyond the order’s limit (minSellPriceUsd)' : null;
  }

  /** Top up what the transaction will pay out of the escrow. */
  private prepare(p: Pending) {
    const { op } = p;
    if (op.kind === 'buy') ensureMarketAccounts(this.d.ledger, this.d.seed, op.marketId);
    else
      ensureEscrowHolds(
        this.d.ledger,
        this.d.seed,
        op.marketId,
        BigInt(op.kind === 'sell' ? op.amount - op.fees : op.amount),
      );
  }

  private pendingOf(wire: Uint8Array): Pending | undefined {
    const layout = wireLayout(wire);
    return layout ? this.pending.get(key(wire.subarray(layout.messageAt))) : undefined;
  }

  /** The ledger hook: a transaction sent through RPC that still needs the vault's signature. */
  cosigner = (wire: Uint8Array): { wire: Uint8Array } | { refused: string } | null => {
    const layout = wireLayout(wire);
    if (!layout) return null;
    const p = this.pendingOf(wire);
    if (!p) return null;
    if (!missingSigners(wire, layout).length) return null;
    const why = this.refusal(p);
    if (why) {
      this.fail(p, why);
      return { refused: `prediction: ${why}` };
    }
    this.prepare(p);
    return { wire: cosignWire(wire, [vaultKeypair(this.d.seed)]) };
  };

  private fail(p: Pending, error: string) {
    if (p.op.kind === 'buy' || p.op.kind === 'sell') this.effects.failed(p.op, p.orderPubkey ?? '', error, null);
    this.d.markDirty();
  }

  /** `POST /execute` (supplement §11): `{status, signature, error, requestId?}`; a re-post answers the same. */
  execute(signedTransaction: string, requestId: string | undefined) {
    const wire = Buffer.from(signedTransaction, 'base64');
    const p = this.pendingOf(wire);
    if (!p) {
      throw badParam(
        'signedTransaction',
        'Unknown transaction: create the order first (or it expired)',
        'unknown_transaction',
      );
    }
    const answer = (a: NonNullable<Pending['answer']>) => ({ ...a, ...(requestId ? { requestId } : {}) });
    if (p.answer) return answer(p.answer);
    if (!takerSignatureValid(wire, p.op.owner)) {
      return answer({ status: 'Failed', signature: null, error: 'The transaction is not signed by the owner' });
    }
    if (!this.d.ledger.isBlockhashValid(p.blockhash) || this.d.ledger.blockHeight > p.lastValidBlockHeight) {
      return answer({ status: 'Failed', signature: null, error: 'Block height exceeded: the transaction expired' });
    }
    const why = this.refusal(p);
    if (why) {
      this.fail(p, why);
      p.answer = { status: 'Failed', signature: null, error: why };
      return answer(p.answer);
    }
    this.prepare(p);
    const sent = this.d.ledger.sendTransaction(cosignWire(wire, [vaultKeypair(this.d.seed)]), { skipPreflight: true });
    const record = sent.ok ? this.d.ledger.getTransaction(sent.signature) : null;
    if (!sent.ok || !record) {
      return answer({
        status: 'Failed',
        signature: null,
        error: sent.ok ? 'The transaction was dropped' : sent.message,
      });
    }
    p.answer =
      record.meta.err === null
        ? { status: 'Success', signature: sent.signature, error: null }
        : {
            status: 'Failed',
            signature: sent.signature,
            error: `The transaction failed on chain: ${JSON.stringify(record.meta.err)}`,
          };
    return answer(p.answer);
  }

  /** The ledger's landing hook: record what a prediction transaction did (once per signature). */
  onLanded = (record: TxRecord) => {
    if (!record.accountKeys.includes(this.vault)) return;
    if (this.d.state.applied.includes(record.signature)) return;
    const op = opOfWire(record.wire);
    if (!op) return;
    const at = landingOf(record);
    const orderPubkey = derivedAddress('prediction-order', this.d.seed, op.externalOrderId);
    if (record.meta.err !== null)
      this.effects.failed(op, orderPubkey, `Failed on chain: ${JSON.stringify(record.meta.err)}`, at);
    else this.effects.apply(op, orderPubkey, at);
    this.d.state.applied.push(record.signature);
    this.d.markDirty();
  };

  /** After a restart: landings the saved state missed (the journal kept them), newest last. */
  reconcile() {
    const signatures = this.d.ledger.getSignaturesForAddress(this.vault, { limit: 1_000 }).reverse();
    for (const { signature } of signatures) {
      const record = this.d.ledger.getTransaction(signature);
      if (record) this.onLanded(record);
    }
  }

  /** Order status for an order still pending (never submitted); submitted ones are in the state. */
  pendingOrder(orderPubkey: string) {
    return this.byOrder.get(orderPubkey);
  }

  /** Keeper: losers noted as lost, winners unclaimed a day after settlement paid out by the vault. */
  sweep() {
    const now = this.now();
    for (const pos of Object.values(this.d.state.positions)) {
      if (pos.claimed || pos.lost) continue;
      const market = this.d.markets.market(pos.marketId);
      const resolution = market ? this.d.markets.resolution(market) : null;
      if (!resolution) continue;
      const held = this.held(pos.pubkey);
      if ((resolution.result === 'yes') !== pos.isYes) {
        if (held > 0 || pos.totalCost > 0) {
          this.effects.lost(pos, Math.max(resolution.at, pos.updatedAt));
          this.d.markDirty();
        }
      } else if (held > 0 && now >= resolution.at + AUTO_CLAIM_AFTER_S) {
        this.autoClaim(pos, held);
      }
    }
  }

  private autoClaim(pos: PositionRecord, contracts: number) {
    const { ledger, seed } = this.d;
    ensureVaultFunded(ledger, seed);
    ensureEscrowHolds(ledger, seed, pos.marketId, BigInt(contracts));
    const op: Op = {
      kind: 'autoclaim',
      externalOrderId: randomUUID(),
      owner: pos.owner,
      marketId: pos.marketId,
      isYes: pos.isYes,
      contracts,
      amount: contracts,
      fees: 0,
      limitPrice: MICRO,
    };
    const { wire } = payoutTx({
      seed,
      owner: pos.owner,
      marketId: pos.marketId,
      isYes: pos.isYes,
      contracts: 0n,
      usdc: BigInt(contracts),
      memo: memoOf(op),
      blockhash: ledger.latestBlockhash().blockhash,
      feePayer: this.vault,
    });
    const sent = ledger.sendTransaction(cosignWire(wire, [vaultKeypair(seed)]));
    if (!sent.ok) console.error(`prediction auto-claim of ${pos.pubkey} failed: ${sent.message}`);
  }
}

/** The shared request schema, after reading numbers as the strings it takes (supplement: string or number). */
function parseOrderBody(raw: unknown): CreateOrderRequest {
  const body = typeof raw === 'object' && raw !== null ? { ...(raw as Record<string, unknown>) } : raw;
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    for (const field of ['depositAmount', 'contracts', 'contractsMicro']) {
      if (typeof record[field] === 'number') record[field] = String(record[field]);
    }
    if (typeof record.contractsDecimal === 'number') record.contractsDecimal = String(record.contractsDecimal);
  }
  const parsed = createOrderRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const param = issue?.path.join('.') || null;
  const message =
    issue?.message === 'Minimum order is $5' ? issue.message : `${param ?? 'body'}: ${issue?.message ?? 'invalid'}`;
  throw new PredictionError(
    400,
    'invalid_request_error',
    message,
    issue?.message === 'Minimum order is $5' ? 'minimum_order' : 'invalid_parameter',
    param,
  );
}

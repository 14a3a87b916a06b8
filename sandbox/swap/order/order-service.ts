import { randomUUID } from 'node:crypto';
import type { Keypair } from '@solana/web3.js';
import { DEFAULT_SLOT_MS } from '../../chain/clock';
import type { Address } from '../../world/address';
import { AssembleError, type TxContext } from '../../kit/tx/plan';
import { autoComputeUnitPrice } from './fees';
import { orderBody, type OrderOutcome } from './order-response';
import { type BuiltOrder, buildOrderTx, writableAccounts } from './order-tx';
import type { OrderFamily, OrderRequest } from './params';
import { bestRoute, priceRoute } from './quote';
import { RequestStore } from './request-store';
import type { RouteQuote } from '../../kit/types';

/** Kept so a re-post of the same signed transaction gets it again (supplement §3). */
export interface ExecuteAnswer {
  readonly status: 200 | 400;
  readonly body: Record<string, unknown>;
}

/** Only what execute needs: orders live minutes; copying assembly objects in GC cost ~5 % of the order endpoint. */
export interface StoredBuild {
  readonly message: Uint8Array;
  readonly route: RouteQuote;
  readonly outFee: bigint;
  readonly otherAmountThreshold: bigint;
  readonly blockhash: string;
  readonly lastValidBlockHeight: number;
  readonly feePayer: Address;
  readonly sandboxSigners: readonly Keypair[];
  readonly totalInputAmount: bigint;
  readonly totalOutputAmount: bigint;
}

function storedBuild(built: BuiltOrder): StoredBuild {
  const { priced, assembled } = built;
  return {
    message: built.message,
    route: priced.route,
    outFee: priced.outFee,
    otherAmountThreshold: priced.otherAmountThreshold,
    blockhash: built.blockhash,
    lastValidBlockHeight: built.lastValidBlockHeight,
    feePayer: built.gas.feePayer,
    sandboxSigners: assembled.sandboxSigners,
    totalInputAmount: assembled.totalInputAmount,
    totalOutputAmount: assembled.totalOutputAmount,
  };
}

export interface StoredOrder {
  readonly family: OrderFamily;
  readonly requestId: string;
  readonly taker: Address;
  readonly built: StoredBuild;
  readonly expireAtMs: number | null;
  executed: { readonly signature: string; readonly answer: ExecuteAnswer } | null;
}

export type OrderAnswer =
  | { readonly status: 200; readonly body: ReturnType<typeof orderBody> }
  | { readonly status: 400; readonly body: { error: string; requestId?: string } };

/** Swap v2 and order v1 orders: an order answers execute only on its own family. */
export class SwapOrders {
  readonly store: RequestStore<StoredOrder>;

  constructor(readonly sandbox: TxContext) {
    this.store = new RequestStore(() => sandbox.engine.nowMs());
  }

  order(req: OrderRequest, startedAt = performance.now()): OrderAnswer {
    const { engine, ledger } = this.sandbox;
    const requestId = randomUUID();
    const failed = (error: string): OrderAnswer => ({
      status: 400,
      body: req.family === 'v2' ? { error, requestId } : { error },
    });
    const winner = bestRoute(engine, req);
    const priced = winner && priceRoute(engine, req, winner, false);
    if (!priced) return failed('Failed to get quotes');
    let tx = null;
    if (req.taker !== null) {
      try {
        tx = buildOrderTx(this.sandbox, req, priced);
      } catch (error) {
        if (error instanceof AssembleError) return failed(error.message);
        throw error;
      }
    }
    const autoPrice = tx ? 0n : autoComputeUnitPrice(ledger, writableAccounts(this.sandbox, priced.route));
    const outcome: OrderOutcome = { priced: tx?.ok ? tx.built.priced : priced, requestId, startedAt, tx, autoPrice };
    if (tx?.ok && req.taker !== null) {
      const rfq = tx.built.priced.route.rfq;
      const slotsLeft = tx.built.lastValidBlockHeight - ledger.blockHeight;
      const expiresAt = rfq ? rfq.expireAtMs : engine.nowMs() + slotsLeft * DEFAULT_SLOT_MS;
      const stored: StoredOrder = {
        family: req.family,
        requestId,
        taker: req.taker,
        built: storedBuild(tx.built),
        expireAtMs: rfq ? rfq.expireAtMs : null,
        executed: null,
      };
      this.store.put(requestId, stored, expiresAt);
    }
    return { status: 200, body: orderBody(this.sandbox, req, outcome) };
  }
}

const services = new WeakMap<TxContext, SwapOrders>();

export function swapOrdersFor(sandbox: TxContext): SwapOrders {
  let service = services.get(sandbox);
  if (!service) {
    service = new SwapOrders(sandbox);
    services.set(sandbox, service);
  }
  return service;
}

import type { Engine } from '../../engine/engine';
import type { Pool } from '../../engine/pool-layout';
import { marketMakerFor } from '../../kit/routing/market-maker';
import { cosignWire, messageMatches, takerSignatureValid, wireLayout } from '../../kit/tx/cosign';
import { ensureGasWalletFunded, gasWallet } from '../../kit/tx/gas-wallet';
import { keypairAddress } from '../../kit/tx/instructions';
import type { RouteQuote } from '../../kit/types';
import type { OrderFamily } from './params';
import { KEEP_AFTER_EXPIRY_MS } from './request-store';
import { requotePools, swapEvents, usdOf } from './route-shape';
import type { ExecuteAnswer, StoredOrder, SwapOrders } from './order-service';

/** Supplement §3: request problems, then aggregator (-1000s) and request-for-quote (-2000s) outcomes. */
const CODES = {
  aggregator: { landing: -1000, payload: -1003, expired: -1004, rejected: -1000 },
  rfq: { landing: -2000, payload: -2002, expired: -2003, rejected: -2004 },
} as const;

const requestProblem = (code: number, error: string): ExecuteAnswer => ({ status: 400, body: { error, code } });
const failed = (code: number, error: string, extra: Record<string, unknown> = {}): ExecuteAnswer => ({
  status: 200,
  body: { status: 'Failed', code, error, ...extra },
});

function outputNow(engine: Engine, route: RouteQuote, outFee: bigint): bigint {
  if (!route.rfq) return requotePools(engine, route) - outFee;
  const maker = marketMakerFor(engine);
  if (maker.inventory(route.outputMint) < route.outAmount) return -1n;
  const quote = maker.quote(route.inputMint, route.outputMint, route.inAmount, engine.nowMs());
  return quote ? quote.outAmount - outFee : -1n;
}

function recordTrades(engine: Engine, route: RouteQuote, trader: string) {
  const hops = route.paths.flatMap((p) => p.hops);
  if (hops.length === 0) {
    const bought = engine.layout.byBase.get(route.outputMint)?.[0];
    const sold = engine.layout.byBase.get(route.inputMint)?.[0];
    const pool: Pool | undefined = bought ?? sold;
    const usd = usdOf(engine, route.inputMint, route.inAmount);
    if (pool && usd !== undefined) engine.recordTrade(pool, bought ? 'buy' : 'sell', usd, trader);
    return;
  }
  for (const hop of hops) {
    const usd = usdOf(engine, hop.inputMint, hop.amountIn);
    if (usd !== undefined)
      engine.recordTrade(hop.pool, hop.outputMint === hop.pool.baseMint ? 'buy' : 'sell', usd, trader);
  }
}

/** POST /swap/v2/execute and /ultra/v1/execute (supplement §3, §4): see README §Execute. */
export function executeOrder(
  orders: SwapOrders,
  family: OrderFamily,
  body: { signedTransaction: string; requestId: string },
): ExecuteAnswer {
  const { ledger, engine } = orders.sandbox;
  const stored = orders.store.get(body.requestId);
  if (!stored || stored.family !== family) {
    return requestProblem(-1, 'No order with this requestId (unknown or expired): request a new order');
  }
  const wire = Buffer.from(body.signedTransaction, 'base64');
  if (!wireLayout(wire)) return requestProblem(-2, 'signedTransaction: not a serialized transaction');
  const { built } = stored;
  if (!messageMatches(wire, built.message)) {
    return requestProblem(-3, 'signedTransaction: the message differs from the one this order issued');
  }
  const { route } = built;
  const codes = route.rfq ? CODES.rfq : CODES.aggregator;
  const signed = takerSignatureValid(wire, stored.taker);
  if (signed && stored.executed) return stored.executed.answer;
  if (!signed) return failed(codes.payload, 'The transaction is not signed by the taker');
  if (route.rfq) {
    if (engine.nowMs() > route.rfq.expireAtMs) return failed(codes.expired, 'The market maker’s quote expired');
  }
  if (!ledger.isBlockhashValid(built.blockhash) || ledger.blockHeight > built.lastValidBlockHeight) {
    return failed(codes.expired, 'Block height exceeded: the transaction’s blockhash expired');
  }
  const now = outputNow(engine, route, built.outFee);
  if (now < built.otherAmountThreshold) {
    const why = route.rfq ? 'The market maker can no longer fill this quote' : 'Slippage tolerance exceeded';
    return failed(
      codes.rejected,
      `${why}: ${now < 0n ? 'no fill' : now.toString()} < ${built.otherAmountThreshold.toString()}`,
    );
  }
  return land(orders, stored, wire, codes);
}

function land(orders: SwapOrders, stored: StoredOrder, wire: Uint8Array, codes: (typeof CODES)[keyof typeof CODES]) {
  const { ledger, engine, world } = orders.sandbox;
  const { built } = stored;
  const { route } = built;
  if (built.feePayer === keypairAddress(gasWallet(world.seed))) ensureGasWalletFunded(ledger, world.seed);
  if (route.rfq) marketMakerFor(engine).ensureInventory();
  // The taker's signature is verified and the sandbox makes the rest: the runtime checks none again, if none other.
  const signaturesChecked = wireLayout(wire)?.requiredSignatures === built.sandboxSigners.length + 1;
  const sent = ledger.sendTransaction(cosignWire(wire, built.sandboxSigners), {
    skipPreflight: true,
    signaturesChecked,
  });
  const record = sent.ok ? ledger.getTransaction(sent.signature) : null;
  if (!sent.ok || !record) {
    // Nothing landed, so nothing is remembered: a re-post may try again.
    return failed(codes.landing, sent.ok ? 'The transaction was dropped' : sent.message, { signature: sent.signature });
  }
  const landed = { signature: sent.signature, slot: String(record.slot) };
  let answer: ExecuteAnswer;
  if (record.meta.err !== null) {
    answer = failed(codes.landing, `The transaction failed on chain: ${JSON.stringify(record.meta.err)}`, landed);
  } else {
    recordTrades(engine, route, stored.taker);
    answer = {
      status: 200,
      body: {
        status: 'Success',
        code: 0,
        ...landed,
        totalInputAmount: built.totalInputAmount.toString(),
        totalOutputAmount: built.totalOutputAmount.toString(),
        inputAmountResult: route.inAmount.toString(),
        outputAmountResult: route.outAmount.toString(),
        swapEvents: swapEvents(route),
      },
    };
  }
  stored.executed = { signature: sent.signature, answer };
  orders.store.extend(stored.requestId, engine.nowMs() + KEEP_AFTER_EXPIRY_MS);
  return answer;
}

import type { Sandbox } from '../../sandbox';
import type { Address } from '../../world/address';
import { computeUnitLimit, LAMPORTS_PER_SIGNATURE, priorityLamportsOf, requiredSignatures } from './fees';
import type { OrderTx } from './order-tx';
import type { OrderRequest } from './params';
import type { PricedRoute } from './quote';
import { routePlan, SWAP_TYPE, usdOf } from './route-shape';

/** Base64 of bytes, read in place (no copy into a new Buffer). */
const base64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/** What one order produced: a quote alone (no taker), a transaction, or a build problem. */
export interface OrderOutcome {
  readonly priced: PricedRoute;
  readonly requestId: string;
  readonly startedAt: number;
  /** Null without a taker. */
  readonly tx: OrderTx | null;
  /** The automatic compute-unit price, for the estimates of a quote without a transaction. */
  readonly autoPrice: bigint;
}

interface FeeFigures {
  signatureFeeLamports: number;
  prioritizationFeeLamports: number;
  rentFeeLamports: number;
}

/** Fees of a quote that has no transaction: the signatures the route needs and the automatic priority fee. */
function estimatedFees(req: OrderRequest, priced: PricedRoute, autoPrice: bigint): FeeFigures {
  const route = priced.route;
  const sandboxSigners = route.rfq ? 1 : new Set(route.paths.flatMap((p) => p.hops.map((h) => h.pool.dex))).size;
  const signatures = 1 + sandboxSigners + (req.payer ? 1 : 0);
  const limit = computeUnitLimit(route);
  const price = req.priorityFeeLamports !== null ? (req.priorityFeeLamports * 1_000_000n) / BigInt(limit) : autoPrice;
  return {
    signatureFeeLamports: signatures * Number(LAMPORTS_PER_SIGNATURE),
    prioritizationFeeLamports: Number(priorityLamportsOf(price, limit) + (req.mevTipLamports ?? 0n)),
    rentFeeLamports: 0,
  };
}

function feesOf(outcome: OrderOutcome, req: OrderRequest): FeeFigures {
  const tx = outcome.tx;
  if (tx?.ok) {
    const { assembled, priority, message } = tx.built;
    return {
      signatureFeeLamports: requiredSignatures(message) * Number(LAMPORTS_PER_SIGNATURE),
      prioritizationFeeLamports: Number(priority.priorityLamports + priority.tipLamports),
      rentFeeLamports: Number(assembled.rentLamports),
    };
  }
  if (tx?.assembled && tx.priority) {
    return {
      signatureFeeLamports: Number(tx.assembled.signatureFeeLamports),
      prioritizationFeeLamports: Number(tx.priority.priorityLamports + tx.priority.tipLamports),
      rentFeeLamports: Number(tx.assembled.rentLamports),
    };
  }
  return estimatedFees(req, outcome.priced, outcome.autoPrice);
}

/** Who pays: the decision when there is one; without a transaction, whoever would (null without a taker). */
function payersOf(outcome: OrderOutcome, req: OrderRequest) {
  const tx = outcome.tx;
  if (tx?.ok) {
    const { gas } = tx.built;
    return { fee: gas.feePayer, rent: gas.rentPayer, gasless: gas.gasless };
  }
  const maker = outcome.priced.route.rfq?.maker;
  const gasless = maker !== undefined || req.payer !== null;
  if (req.taker === null) return { fee: null, rent: null, gasless };
  const fee: Address = req.payer ?? maker ?? req.taker;
  return { fee, rent: fee, gasless };
}

/**
 * The order response of spec §2.2 (swap v2) or supplement §4 (order v1: no `lastValidBlockHeight`, no `error`).
 * Optional fields are assigned in place, in the spec's order: spreading a fresh object per optional field cost more
 * than the rest of the body under load.
 */
export function orderBody(sandbox: Sandbox, req: OrderRequest, outcome: OrderOutcome): Record<string, unknown> {
  const { engine, ledger } = sandbox;
  const { priced, tx } = outcome;
  const route = priced.route;
  const inUsdValue = usdOf(engine, req.inputMint, priced.inAmount);
  const outUsdValue = usdOf(engine, req.outputMint, priced.outAmount);
  const fees = feesOf(outcome, req);
  const payers = payersOf(outcome, req);
  const v2 = req.family === 'v2';
  const body: Record<string, unknown> = {
    mode: req.mode,
    inputMint: req.inputMint,
    outputMint: req.outputMint,
    inAmount: priced.inAmount.toString(),
    outAmount: priced.outAmount.toString(),
  };
  if (inUsdValue !== undefined) body.inUsdValue = inUsdValue;
  if (outUsdValue !== undefined) body.outUsdValue = outUsdValue;
  const swapUsdValue = inUsdValue ?? outUsdValue;
  if (swapUsdValue !== undefined) body.swapUsdValue = swapUsdValue;
  body.priceImpact = route.priceImpact;
  body.otherAmountThreshold = priced.otherAmountThreshold.toString();
  body.swapMode = 'ExactIn';
  body.slippageBps = priced.slippageBps;
  body.priceImpactPct = String(route.priceImpact);
  body.routePlan = routePlan(engine, route);
  if (req.referral) body.referralAccount = req.referral.account;
  body.feeMint = priced.feeMint;
  body.feeBps = priced.feeBps;
  body.platformFee = { amount: priced.fee.toString(), feeBps: priced.feeBps, feeMint: priced.feeMint };
  body.signatureFeeLamports = fees.signatureFeeLamports;
  body.prioritizationFeeLamports = fees.prioritizationFeeLamports;
  body.rentFeeLamports = fees.rentFeeLamports;
  body.signatureFeePayer = payers.fee;
  body.prioritizationFeePayer = payers.fee;
  body.rentFeePayer = payers.rent;
  body.swapType = SWAP_TYPE[route.router];
  body.router = route.router;
  body.transaction = tx === null ? null : tx.ok ? base64(tx.built.wire) : '';
  if (v2) {
    const lastValid = tx?.ok ? tx.built.lastValidBlockHeight : ledger.latestBlockhash().lastValidBlockHeight;
    body.lastValidBlockHeight = String(lastValid);
  }
  body.gasless = payers.gasless;
  body.requestId = outcome.requestId;
  body.totalTime = Math.round((performance.now() - outcome.startedAt) * 100) / 100;
  body.taker = req.taker;
  if (route.rfq) {
    body.quoteId = route.rfq.quoteId;
    body.maker = route.rfq.maker;
    body.expireAt = new Date(route.rfq.expireAtMs).toISOString();
  }
  if (tx && !tx.ok) {
    body.errorCode = tx.problem.code;
    body.errorMessage = tx.problem.message;
    if (v2) body.error = tx.problem.message;
  }
  return body;
}

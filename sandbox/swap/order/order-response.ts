import type { TxContext } from '../../kit/tx/plan';
import type { Address } from '../../world/address';
import { computeUnitLimit, LAMPORTS_PER_SIGNATURE, priorityLamportsOf, requiredSignatures } from './fees';
import type { OrderTx } from './order-tx';
import type { OrderRequest } from './params';
import type { PricedRoute } from './quote';
import { routePlan, SWAP_TYPE, usdOf } from './route-shape';

/** Read in place (no copy into a new Buffer); compiled wires are Buffers already. */
const base64 = (bytes: Uint8Array) =>
  (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).toString('base64');

export interface OrderOutcome {
  readonly priced: PricedRoute;
  readonly requestId: string;
  readonly startedAt: number;
  readonly tx: OrderTx | null;
  readonly autoPrice: bigint;
}

interface FeeFigures {
  signatureFeeLamports: number;
  prioritizationFeeLamports: number;
  rentFeeLamports: number;
}

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

/** Spec §2.2 / supplement §4; one literal (absent = `undefined`): field by field, V8 made it a slow dictionary. */
export function orderBody(sandbox: TxContext, req: OrderRequest, outcome: OrderOutcome) {
  const { engine, ledger } = sandbox;
  const { priced, tx } = outcome;
  const route = priced.route;
  const inUsdValue = usdOf(engine, req.inputMint, priced.inAmount);
  const outUsdValue = usdOf(engine, req.outputMint, priced.outAmount);
  const fees = feesOf(outcome, req);
  const payers = payersOf(outcome, req);
  const v2 = req.family === 'v2';
  const lastValid = tx?.ok ? tx.built.lastValidBlockHeight : ledger.latestBlockhash().lastValidBlockHeight;
  const problem = tx && !tx.ok ? tx.problem : undefined;
  const rfq = route.rfq;
  return {
    mode: req.mode,
    inputMint: req.inputMint,
    outputMint: req.outputMint,
    inAmount: priced.inAmount.toString(),
    outAmount: priced.outAmount.toString(),
    inUsdValue,
    outUsdValue,
    swapUsdValue: inUsdValue ?? outUsdValue,
    priceImpact: route.priceImpact,
    otherAmountThreshold: priced.otherAmountThreshold.toString(),
    swapMode: 'ExactIn',
    slippageBps: priced.slippageBps,
    priceImpactPct: String(route.priceImpact),
    routePlan: routePlan(engine, route),
    referralAccount: req.referral?.account,
    feeMint: priced.feeMint,
    feeBps: priced.feeBps,
    platformFee: { amount: priced.fee.toString(), feeBps: priced.feeBps, feeMint: priced.feeMint },
    signatureFeeLamports: fees.signatureFeeLamports,
    prioritizationFeeLamports: fees.prioritizationFeeLamports,
    rentFeeLamports: fees.rentFeeLamports,
    signatureFeePayer: payers.fee,
    prioritizationFeePayer: payers.fee,
    rentFeePayer: payers.rent,
    swapType: SWAP_TYPE[route.router],
    router: route.router,
    transaction: tx === null ? null : tx.ok ? base64(tx.built.wire) : '',
    lastValidBlockHeight: v2 ? String(lastValid) : undefined,
    gasless: payers.gasless,
    requestId: outcome.requestId,
    totalTime: Math.round((performance.now() - outcome.startedAt) * 100) / 100,
    taker: req.taker,
    quoteId: rfq?.quoteId,
    maker: rfq?.maker,
    expireAt: rfq ? new Date(rfq.expireAtMs).toISOString() : undefined,
    errorCode: problem?.code,
    errorMessage: problem?.message,
    error: v2 ? problem?.message : undefined,
  };
}

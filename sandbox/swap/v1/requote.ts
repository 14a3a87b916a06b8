import type { Quote } from '../../../src/api/swap/schemas-v1';
import type { Engine } from '../../engine/engine';
import type { Pool } from '../../engine/pool-layout';
import type { Address } from '../../world/address';
import { type CandidatePath, memoReserves, type PathStep, runExactIn, runExactOut } from '../../kit/routing/pool-paths';
import type { Hop, RouteQuote, RoutePath, SwapMode } from '../../kit/types';
import { quoteAmounts, type QuoteAmounts } from './quote-wire';

/** The blockhash window (about a minute); a quote is dated by its `contextSlot`, so none is remembered. */
export const MAX_QUOTE_AGE_SLOTS = 150;

export type Requote =
  | { readonly ok: true; readonly route: RouteQuote; readonly amounts: QuoteAmounts; readonly feeBps: number }
  | { readonly ok: false; readonly error: string };

const refuse = (error: string): Requote => ({ ok: false, error });
const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);

type Step = Quote['routePlan'][number];

function poolOf(engine: Engine, step: Step): Pool | null {
  const { ammKey, inputMint, outputMint } = step.swapInfo;
  for (const pool of engine.layout.byMint.get(inputMint) ?? []) {
    const other = pool.baseMint === inputMint ? pool.quoteMint : pool.baseMint;
    if (other === outputMint && engine.layout.addresses(pool).id === ammKey) return pool;
  }
  return null;
}

/** A step out of the input mint starts a path; ≤ 2 hops, pools disjoint (each path prices on its own). */
function pathsOf(engine: Engine, quote: Quote): { steps: PathStep[]; plan: Step[] }[] | string {
  const paths: { steps: PathStep[]; plan: Step[] }[] = [];
  const seen = new Set<number>();
  for (const [i, step] of quote.routePlan.entries()) {
    const where = `quoteResponse.routePlan.${String(i)}.swapInfo`;
    const pool = poolOf(engine, step);
    if (!pool) return `${where}.ammKey: no sandbox pool ${step.swapInfo.ammKey} trades this step's mints`;
    if (seen.has(pool.index)) return `${where}.ammKey: the route crosses pool ${step.swapInfo.ammKey} twice`;
    seen.add(pool.index);
    const { inputMint, outputMint } = step.swapInfo;
    const current = paths[paths.length - 1];
    const previous = current?.steps[current.steps.length - 1];
    const pathStep: PathStep = { pool, inputMint, outputMint, baseIn: pool.baseMint === inputMint };
    if (inputMint === quote.inputMint) paths.push({ steps: [pathStep], plan: [step] });
    else if (current && previous?.outputMint === inputMint && current.steps.length < 2) {
      current.steps.push(pathStep);
      current.plan.push(step);
    } else return `${where}.inputMint: the step does not continue a path from ${quote.inputMint}`;
  }
  if (paths.length === 0) return 'quoteResponse.routePlan: empty';
  if (paths.some((p) => p.steps[p.steps.length - 1]?.outputMint !== quote.outputMint)) {
    return `quoteResponse.routePlan: a path does not end in ${quote.outputMint}`;
  }
  return paths;
}

const firstIn = (plan: readonly Step[]) => plan[0]?.swapInfo.inAmount ?? 0n;
const lastOut = (plan: readonly Step[]) => plan[plan.length - 1]?.swapInfo.outAmount ?? 0n;

/** Supplement §5: the quote must be one this sandbox could have given; then priced again (README §Quote v1). */
export function requote(engine: Engine, slot: number, quote: Quote, known: (mint: Address) => boolean): Requote {
  if (!known(quote.inputMint)) return refuse(`quoteResponse.inputMint: no token with mint ${quote.inputMint}`);
  if (!known(quote.outputMint)) return refuse(`quoteResponse.outputMint: no token with mint ${quote.outputMint}`);
  if (quote.swapMode !== 'ExactIn' && quote.swapMode !== 'ExactOut') {
    return refuse('quoteResponse.swapMode: must be ExactIn or ExactOut');
  }
  if (quote.contextSlot === undefined) return refuse('quoteResponse.contextSlot: required to date the quote');
  if (quote.contextSlot > slot) return refuse('quoteResponse.contextSlot: later than the current slot');
  if (slot - quote.contextSlot > MAX_QUOTE_AGE_SLOTS) {
    return refuse(
      `quoteResponse: the quote is ${String(slot - quote.contextSlot)} slots old (over ~60 s): get a new quote`,
    );
  }
  const parsed = pathsOf(engine, quote);
  if (typeof parsed === 'string') return refuse(parsed);
  const mode: SwapMode = quote.swapMode === 'ExactOut' ? 'ExactOut' : 'ExactIn';
  const feeBps = quote.platformFee?.feeBps ?? 0;
  const terms = { slippageBps: quote.slippageBps, platformFeeBps: feeBps };
  // The amounts the quote states must be the ones its own route plan and fee give.
  const stated: Pick<RouteQuote, 'swapMode' | 'inAmount' | 'outAmount'> = {
    swapMode: mode,
    inAmount: sum(parsed.map((p) => firstIn(p.plan))),
    outAmount: sum(parsed.map((p) => lastOut(p.plan))),
  };
  const expected = quoteAmounts(stated, terms);
  const fee = quote.platformFee?.amount ?? 0n;
  if (expected.inAmount !== quote.inAmount || expected.outAmount !== quote.outAmount || expected.platformFee !== fee) {
    return refuse('quoteResponse: its amounts do not match its routePlan and platformFee (pass the quote unchanged)');
  }
  const reserves = memoReserves((pool) => engine.liquidity.reserves(pool));
  const routed: (readonly Hop[])[] = [];
  for (const path of parsed) {
    const candidate: CandidatePath = { steps: path.steps, midRate: 0 };
    const hops =
      mode === 'ExactIn'
        ? runExactIn(candidate, firstIn(path.plan), reserves)
        : runExactOut(candidate, lastOut(path.plan), reserves);
    if (!hops) return refuse('quoteResponse: a pool of the route can no longer pay its output: get a new quote');
    routed.push(hops);
  }
  const inAmount = sum(routed.map((hops) => hops[0]?.amountIn ?? 0n));
  const outAmount = sum(routed.map((hops) => hops[hops.length - 1]?.amountOut ?? 0n));
  const paths: RoutePath[] = routed.map((hops) => ({
    hops,
    bps: inAmount === 0n ? 0 : Number(((hops[0]?.amountIn ?? 0n) * 10_000n) / inAmount),
  }));
  const route: RouteQuote = {
    router: 'aggregator_a',
    swapMode: mode,
    inputMint: quote.inputMint,
    outputMint: quote.outputMint,
    inAmount,
    outAmount,
    paths,
    // Quote v1 charges no service fee of its own: only the integrator's platform fee.
    defaultFeeBps: 0,
    // Not part of a /swap answer; the quote already told the client.
    priceImpact: 0,
  };
  const amounts = quoteAmounts(route, terms);
  const honoured =
    mode === 'ExactIn'
      ? amounts.outAmount >= quote.otherAmountThreshold
      : amounts.inAmount <= quote.otherAmountThreshold;
  if (!honoured) {
    const now = mode === 'ExactIn' ? amounts.outAmount : amounts.inAmount;
    return refuse(
      `quoteResponse: the route no longer honours otherAmountThreshold ${quote.otherAmountThreshold.toString()} (now ${now.toString()}): get a new quote`,
    );
  }
  return { ok: true, route, amounts, feeBps };
}

import type { OrderResponse } from '../../../api/swap/schemas-v2';
import { toDecimalString } from '../../../utils/amount';
import { formatSignificant } from '../../../utils/format';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { amountText, type SideToken } from './impact';

// The impact rules and amounts the form needs before any quote are in ./impact; what only the quote's card shows is
// here, loaded with it.
export * from './impact';

/** From the response alone: its USD values give both unit prices, no second price request. */

/** `1 SOL ≈ 150.23 USDC`, or inverted `1 USDC ≈ 0.006656 SOL`. Display only: a ratio of decimals, never an amount. */
export function rateText(order: OrderResponse, from: SideToken, to: SideToken, inverted: boolean): string {
  const inUi = Number(order.inAmount) / 10 ** from.decimals;
  const outUi = Number(order.outAmount) / 10 ** to.decimals;
  if (!(inUi > 0) || !(outUi > 0)) return '—';
  const [a, b, rate] = inverted ? [to, from, inUi / outUi] : [from, to, outUi / inUi];
  return `1 ${a.symbol} ≈ ${formatSignificant(rate)} ${b.symbol}`;
}

export interface RouteStepView {
  label: string;
  inputMint: string;
  outputMint: string;
  percent: number | null;
}

export interface RouteView {
  router: string;
  hops: number;
  splits: number;
  steps: RouteStepView[];
  moreSteps: number;
}

export const MAX_ROUTE_STEPS = 8;

export function routeView(order: OrderResponse): RouteView {
  const steps = order.routePlan.map((s) => ({
    label: s.swapInfo.label ?? 'Unknown venue',
    inputMint: s.swapInfo.inputMint,
    outputMint: s.swapInfo.outputMint,
    percent: s.percent ?? (s.bps !== undefined ? s.bps / 100 : null),
  }));
  const firstLegs = steps.filter((s) => s.inputMint === order.inputMint).length;
  const hops = firstLegs === 0 ? 0 : Math.max(1, Math.round(steps.length / firstLegs));
  return {
    router: order.router,
    hops,
    splits: Math.max(firstLegs, steps.length ? 1 : 0),
    steps: steps.slice(0, MAX_ROUTE_STEPS),
    moreSteps: Math.max(0, steps.length - MAX_ROUTE_STEPS),
  };
}

export type PayerRole = 'you' | 'service' | 'market-maker' | 'other' | 'none';

export function payerRole(payer: string | null, order: OrderResponse): PayerRole {
  if (!payer) return 'none';
  if (order.taker && payer === order.taker) return 'you';
  if (order.maker && payer === order.maker) return 'market-maker';
  return order.router === 'rfq_mm' || order.gasless ? 'service' : 'other';
}

export interface CostLine {
  key: 'platform' | 'signature' | 'priority' | 'rent';
  label: string;
  amount: string;
  usd: number | null;
  payer: PayerRole;
  payerAddress: string | null;
}

/** USD per raw unit of a mint, from the order's own USD values (null when the order does not value that side). */
function usdPerRaw(order: OrderResponse, mint: string | undefined): number | null {
  if (mint === order.inputMint && order.inUsdValue !== undefined && Number(order.inAmount) > 0)
    return order.inUsdValue / Number(order.inAmount);
  if (mint === order.outputMint && order.outUsdValue !== undefined && Number(order.outAmount) > 0)
    return order.outUsdValue / Number(order.outAmount);
  return null;
}

// Not utils/sol's: that module sits in Send Invites' page chunk, which this card would then load with the first quote.
const SOL_DECIMALS = KNOWN_TOKENS.SOL.decimals;

/** The all-in cost: each fee, in its own unit and in USD, and who pays it. `solUsd` prices the lamport fees. */
export function costLines(order: OrderResponse, tokens: SideToken[], solUsd: number | null): CostLine[] {
  const sol = (lamports: number) => `${toDecimalString(BigInt(lamports), SOL_DECIMALS)} SOL`;
  const solValue = (lamports: number) => (solUsd === null ? null : (lamports / 10 ** SOL_DECIMALS) * solUsd);
  const feeMint = order.platformFee.feeMint ?? order.feeMint;
  const feeToken = tokens.find((t) => t.mint === feeMint);
  const feeRaw = order.platformFee.amount;
  const perRaw = usdPerRaw(order, feeMint);
  const lines: CostLine[] = [
    {
      key: 'platform',
      label: 'Platform fee',
      amount: `${feeToken ? amountText(feeRaw, feeToken) : order.platformFee.amount} (${String(order.platformFee.feeBps)} bps)`,
      usd: perRaw === null ? null : Number(feeRaw) * perRaw,
      payer: feeRaw > 0n ? 'you' : 'none',
      payerAddress: order.taker,
    },
    line('signature', 'Network fee', order.signatureFeeLamports, order.signatureFeePayer),
    line('priority', 'Priority fee and tip', order.prioritizationFeeLamports, order.prioritizationFeePayer),
    line('rent', 'Token account rent', order.rentFeeLamports, order.rentFeePayer),
  ];
  return lines.filter((l) => l.key === 'platform' || l.key === 'signature' || l.amount !== sol(0));

  function line(key: CostLine['key'], label: string, lamports: number, payer: string | null): CostLine {
    return {
      key,
      label,
      amount: sol(lamports),
      usd: solValue(lamports),
      payer: payerRole(payer, order),
      payerAddress: payer,
    };
  }
}

export function allInUsd(lines: CostLine[]): number | null {
  let total = 0;
  for (const l of lines) {
    if (l.payer !== 'you') continue;
    if (l.usd === null) return null;
    total += l.usd;
  }
  return total;
}

export function payerText(role: PayerRole): string {
  switch (role) {
    case 'you':
      return 'you pay';
    case 'service':
      return 'paid by the service';
    case 'market-maker':
      return 'paid by the market maker';
    case 'other':
      return 'paid by the payer';
    case 'none':
      return 'none';
  }
}

export const ROUTER_NAMES: Record<string, string> = {
  aggregator_a: 'Aggregator',
  aggregator_b: 'Aggregator B',
  aggregator_c: 'Aggregator C',
  rfq_mm: 'Market maker (RFQ)',
};

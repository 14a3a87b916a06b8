import {
  buyLimit,
  CONTRACT_STEP_MICRO,
  DEFAULT_SLIPPAGE_BPS,
  fillBuy,
  fillSell,
  MICRO,
  minContractsAt,
  takerLevels,
} from '../../../api/prediction/book';
import * as z from 'zod/mini';
import { MIN_ORDER_MICRO_USD, type Orderbook } from '../../../api/prediction/schemas';
import { checkedText } from '../../../hooks/form/parse-form';
import { parseAmountInput } from '../../../utils/amount';
import type { DepositToken } from './deposit';
import { contractsText } from './event-view';
import { minSellProceeds } from './statements';

export type TicketProblem =
  | { kind: 'empty' }
  | { kind: 'below-minimum' }
  | { kind: 'balance'; balance: bigint }
  | { kind: 'no-book' }
  | { kind: 'thin-book' };

export interface TicketQuote {
  deposit: bigint;
  fee: bigint;
  contractsMicro: bigint;
  minContractsMicro: bigint;
  avgPrice: bigint;
  bestPrice: bigint;
  limitPrice: bigint;
  slippageBps: bigint;
  payout: bigint;
  profit: bigint;
  /** The probability above which the bet is worth it: what each contract costs all in. */
  breakEven: bigint;
}

/**
 * The ticket's numbers from the live book (spec §4.11). `deposit` and `balance` are raw units of the chosen deposit
 * token: USDC and JupUSD both have 6 decimals, so micro-USD either way.
 */
export function quoteTicket(
  book: Orderbook,
  side: 'yes' | 'no',
  deposit: bigint | null,
  balance: bigint | null,
  slippageBps: bigint = DEFAULT_SLIPPAGE_BPS,
): { quote: TicketQuote | null; problem: TicketProblem | null } {
  if (deposit === null || deposit === 0n) return { quote: null, problem: { kind: 'empty' } };
  if (deposit < MIN_ORDER_MICRO_USD) return { quote: null, problem: { kind: 'below-minimum' } };
  const levels = takerLevels(book, side, 'buy');
  const best = levels[0]?.price;
  if (best === undefined) return { quote: null, problem: { kind: 'no-book' } };
  const fill = fillBuy(levels, deposit);
  const limitPrice = buyLimit(best, slippageBps);
  const quote: TicketQuote = {
    deposit,
    fee: fill.fee,
    contractsMicro: fill.contractsMicro,
    minContractsMicro: minContractsAt(limitPrice, deposit, fill.fee),
    avgPrice: fill.avgPrice,
    bestPrice: best,
    limitPrice,
    slippageBps: fill.avgPrice > best ? ((fill.avgPrice - best) * 10_000n) / best : 0n,
    payout: fill.contractsMicro,
    profit: fill.contractsMicro - deposit,
    breakEven: fill.contractsMicro > 0n ? (deposit * MICRO) / fill.contractsMicro : MICRO,
  };
  // The walk reaching past the limit means the order would fill only in part: say so before any request.
  const limited = fillBuy(levels, deposit, limitPrice);
  if (limited.partial) return { quote, problem: { kind: 'thin-book' } };
  if (balance !== null && deposit > balance) return { quote, problem: { kind: 'balance', balance } };
  return { quote, problem: null };
}

export function problemText(problem: TicketProblem, depositSymbol: string): string {
  switch (problem.kind) {
    case 'empty':
      return 'Enter an amount of at least $5.';
    case 'below-minimum':
      return 'The minimum bet is $5.';
    case 'balance':
      return `Not enough ${depositSymbol} in your wallet.`;
    case 'no-book':
      return 'Nobody is selling this side right now.';
    case 'thin-book':
      return 'The book is too thin for this amount within the 2% price limit: try a smaller amount.';
  }
}

export interface TicketContext {
  book: Orderbook;
  side: 'yes' | 'no';
  balance: bigint | null;
}

export const readTicket = (text: string, token: DepositToken, ctx: TicketContext) => {
  const parsed = parseAmountInput(text, token.decimals);
  return quoteTicket(ctx.book, ctx.side, parsed.ok ? parsed.raw : null, ctx.balance);
};

/** The bet the ticket may place (null while nothing is typed), or why not, on the amount (spec §4.11, $5 minimum). */
export const ticketSchema = (ctx: TicketContext) =>
  z.pipe(
    z.object({ text: z.string(), token: z.custom<DepositToken>() }),
    z.transform(({ text, token }, c) => {
      const { quote, problem } = readTicket(text, token, ctx);
      if (problem === null) return quote;
      if (text !== '')
        c.issues.push({ code: 'custom', path: ['text'], message: problemText(problem, token.symbol), input: text });
      return null;
    }),
  );

/** Quick amounts, in micro-USD: the minimum first (feature-anchors §6). */
export const QUICK_AMOUNTS = [5_000_000n, 10_000_000n, 25_000_000n, 100_000_000n] as const;

export interface SellQuote {
  avgPrice: bigint;
  floor: bigint;
  /** What must arrive at that floor, after fees: the bound the sell is signed against. */
  minProceeds: bigint;
}

const CENT = 10_000n;

export function quoteSell(
  book: Orderbook,
  side: 'yes' | 'no',
  contractsMicro: bigint,
  slippageBps: bigint = DEFAULT_SLIPPAGE_BPS,
): SellQuote | null {
  const levels = takerLevels(book, side, 'sell');
  const fill = fillSell(levels, contractsMicro);
  if (fill.contractsMicro === 0n || fill.unfilledMicro >= CONTRACT_STEP_MICRO) return null;
  let left = fill.contractsMicro;
  let worst = 0n;
  for (const { price, size } of levels) {
    if (left <= 0n) break;
    worst = price;
    left -= size - (size % CONTRACT_STEP_MICRO);
  }
  const cut = (worst * (10_000n - slippageBps)) / 10_000n;
  const floor = cut - (cut % CENT) > CENT ? cut - (cut % CENT) : CENT;
  return { avgPrice: fill.avgPrice, floor, minProceeds: minSellProceeds(contractsMicro, floor) };
}

/** Contracts to sell, in whole cents of a contract: null while nothing readable is typed; at most what is held. */
export const sellSchema = (heldMicro: bigint) =>
  z.object({
    text: checkedText((text) => {
      const parsed = parseAmountInput(text, 6);
      if (!parsed.ok) return { value: null, problem: null };
      const contracts = parsed.raw - (parsed.raw % CONTRACT_STEP_MICRO);
      const fits = contracts > 0n && contracts <= heldMicro;
      return { value: contracts, problem: fits ? null : `Between 0.01 and ${contractsText(heldMicro)} contracts.` };
    }),
  });

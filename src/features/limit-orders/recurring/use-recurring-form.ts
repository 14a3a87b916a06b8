import { useState } from 'react';
import {
  RECURRING_MIN_ORDERS,
  RECURRING_MIN_PER_ORDER_USD,
  RECURRING_MIN_TOTAL_USD,
} from '../../../api/recurring/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { priceOf, usePrices } from '../../../hooks/use-prices';
import { useTokenBalance } from '../../../hooks/use-token-balance';
import { seedTokenInfo, usdValue, type TokenInfo } from '../../../lib/token-info';
import { parseAmountInput, toDecimalString } from '../../../utils/amount';
import { formatUsd } from '../../../utils/format';
import { INTERVALS, summaryText } from './recurring-text';

export type IntervalId = string;
const DAY = INTERVALS.find((i) => i.id === 'Day') ?? { id: 'Day', seconds: 86_400, every: 'day' };

/** The create form (supplement §7 limits): amount per order × number of orders every interval. */
export function useRecurringForm() {
  const [input, setInput] = useState<TokenInfo>(() => seedTokenInfo(KNOWN_TOKENS.USDC));
  const [output, setOutput] = useState<TokenInfo>(() => seedTokenInfo(KNOWN_TOKENS.SOL));
  const [perCycle, setPerCycle] = useState('');
  const [count, setCount] = useState('3');
  const [intervalId, setIntervalId] = useState<IntervalId>('Day');
  const prices = usePrices([input.mint]);
  const balance = useTokenBalance(input.mint);
  const price = priceOf(prices.data, input.mint);

  const parsed = perCycle === '' ? null : parseAmountInput(perCycle, input.decimals);
  const perRaw = parsed?.ok ? parsed.raw : null;
  const orders = /^\d+$/.test(count) ? Number(count) : null;
  const interval = INTERVALS.find((i) => i.id === intervalId) ?? DAY;
  const total = perRaw !== null && orders !== null ? perRaw * BigInt(orders) : null;
  const perUsd = perRaw === null ? null : usdValue(perRaw, input.decimals, price);
  const totalUsd = total === null ? null : usdValue(total, input.decimals, price);

  let countError: string | undefined;
  if (count !== '' && (orders === null || orders < RECURRING_MIN_ORDERS)) {
    countError = `At least ${String(RECURRING_MIN_ORDERS)} orders.`;
  }
  let amountError: string | undefined;
  if (perUsd !== null && perUsd < RECURRING_MIN_PER_ORDER_USD) {
    amountError = `Each order must be worth at least ${formatUsd(RECURRING_MIN_PER_ORDER_USD)} (this one ${formatUsd(perUsd)}).`;
  } else if (totalUsd !== null && totalUsd < RECURRING_MIN_TOTAL_USD) {
    amountError = `The total must be worth at least ${formatUsd(RECURRING_MIN_TOTAL_USD)}.`;
  } else if (total !== null && balance.status === 'ready' && total > balance.amount) {
    amountError = `Your wallet holds less than the total of ${toDecimalString(total, input.decimals)} ${input.symbol}.`;
  }

  const ready = total !== null && total > 0n && orders !== null && !countError && !amountError && perUsd !== null;
  const summary =
    perRaw !== null && orders !== null && orders > 0
      ? summaryText({
          perCycle: toDecimalString(perRaw, input.decimals),
          inputSymbol: input.symbol,
          outputSymbol: output.symbol,
          count: orders,
          intervalSeconds: interval.seconds,
        })
      : null;

  const swap = () => {
    setInput(output);
    setOutput(input);
    setPerCycle('');
  };
  return {
    input,
    output,
    setInput: (t: TokenInfo) => {
      if (t.mint === output.mint) swap();
      else {
        setInput(t);
        setPerCycle('');
      }
    },
    setOutput: (t: TokenInfo) => {
      if (t.mint === input.mint) swap();
      else setOutput(t);
    },
    perCycle,
    setPerCycle,
    count,
    setCount,
    intervalId,
    setIntervalId,
    interval,
    total,
    totalUsd,
    countError,
    amountError,
    ready,
    summary,
    reset: () => setPerCycle(''),
  };
}

import { KNOWN_TOKENS } from '../../../config/tokens';
import { parseForm } from '../../../hooks/form/parse-form';
import { useForm } from '../../../hooks/form/use-form';
import { priceOf, usePrices } from '../../../hooks/use-prices';
import { useTokenBalance } from '../../../hooks/use-token-balance';
import { seedTokenInfo, type TokenInfo } from '../../../lib/token-info';
import { parseAmountInput, toDecimalString } from '../../../utils/amount';
import { readRecurring, recurringSchema } from './recurring-form-schema';
import { readBounds } from './recurring-bounds';
import { useNow } from '../../../hooks/use-now';
import { INTERVALS, summaryText } from './recurring-text';

export type IntervalId = string;
const DAY = INTERVALS.find((i) => i.id === 'Day') ?? { id: 'Day', seconds: 86_400, every: 'day' };

const initial = () => ({
  input: seedTokenInfo(KNOWN_TOKENS.USDC),
  output: seedTokenInfo(KNOWN_TOKENS.SOL),
  perCycle: '',
  count: '3',
  intervalId: 'Day' as IntervalId,
  minPrice: '',
  maxPrice: '',
  startAt: '',
});

/** The create form: amount per order × number of orders every interval (checks in recurring-form-schema.ts). */
export function useRecurringForm() {
  const { values: v, set, patch } = useForm(initial);
  const { input, output } = v;
  const prices = usePrices([input.mint]);
  const balance = useTokenBalance(input.mint);
  const ctx = {
    input,
    price: priceOf(prices.data, input.mint),
    balance: balance.status === 'ready' ? balance.amount : null,
  };
  const { parsed, errors } = parseForm(recurringSchema(ctx), v);
  const now = useNow(10_000);
  const bounds = readBounds(v, now);
  const typed = parseAmountInput(v.perCycle, input.decimals);
  const perRaw = typed.ok ? typed.raw : null;
  const { orders, total, totalUsd } = readRecurring(perRaw, v.count, ctx);
  const interval = INTERVALS.find((i) => i.id === v.intervalId) ?? DAY;

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

  const swap = () => patch({ input: output, output: input, perCycle: '' });
  return {
    input,
    output,
    setInput: (t: TokenInfo) => (t.mint === output.mint ? swap() : patch({ input: t, perCycle: '' })),
    setOutput: (t: TokenInfo) => (t.mint === input.mint ? swap() : set('output', t)),
    perCycle: v.perCycle,
    setPerCycle: (t: string) => set('perCycle', t),
    count: v.count,
    setCount: (t: string) => set('count', t),
    intervalId: v.intervalId,
    setIntervalId: (id: IntervalId) => set('intervalId', id),
    interval,
    total,
    totalUsd,
    countError: errors.count,
    amountError: errors.perCycle,
    minPrice: v.minPrice,
    setMinPrice: (t: string) => set('minPrice', t),
    maxPrice: v.maxPrice,
    setMaxPrice: (t: string) => set('maxPrice', t),
    startAt: v.startAt,
    setStartAt: (t: string) => set('startAt', t),
    bounds,
    ready: parsed !== null && Object.keys(bounds.errors).length === 0,
    summary,
    reset: () => set('perCycle', ''),
  };
}

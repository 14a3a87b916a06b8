import * as z from 'zod/mini';
import {
  RECURRING_MIN_ORDERS,
  RECURRING_MIN_PER_ORDER_USD,
  RECURRING_MIN_TOTAL_USD,
} from '../../../api/recurring/schemas';
import { amountText } from '../../../hooks/form/parse-form';
import { usdValue, type TokenInfo } from '../../../lib/token-info';
import { toDecimalString } from '../../../utils/amount';
import { formatUsd } from '../../../utils/format';

export interface RecurringContext {
  input: TokenInfo;
  price: number | null;
  /** The input token the wallet holds, null until read. */
  balance: bigint | null;
}

const ordersOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);

/** The amounts the values mean, valid or not (the summary shows them while the form is filled in). */
export function readRecurring(perCycle: bigint | null, count: string, ctx: RecurringContext) {
  const orders = ordersOf(count);
  const total = perCycle !== null && orders !== null ? perCycle * BigInt(orders) : null;
  const perUsd = perCycle === null ? null : usdValue(perCycle, ctx.input.decimals, ctx.price);
  const totalUsd = total === null ? null : usdValue(total, ctx.input.decimals, ctx.price);
  return { orders, total, perUsd, totalUsd };
}

/** Supplement §7 limits: amount per order × number of orders, each and all worth enough, within the balance. */
export const recurringSchema = (ctx: RecurringContext) =>
  z.pipe(
    z
      .object({
        perCycle: amountText(ctx.input.decimals),
        count: z
          .string()
          .check(
            z.refine(
              (t) => t === '' || (ordersOf(t) ?? 0) >= RECURRING_MIN_ORDERS,
              `At least ${String(RECURRING_MIN_ORDERS)} orders.`,
            ),
          ),
        intervalId: z.string(),
      })
      .check((c) => {
        const { total, perUsd, totalUsd } = readRecurring(c.value.perCycle, c.value.count, ctx);
        let message: string | null = null;
        if (perUsd !== null && perUsd < RECURRING_MIN_PER_ORDER_USD) {
          message = `Each order must be worth at least ${formatUsd(RECURRING_MIN_PER_ORDER_USD)} (this one ${formatUsd(perUsd)}).`;
        } else if (totalUsd !== null && totalUsd < RECURRING_MIN_TOTAL_USD) {
          message = `The total must be worth at least ${formatUsd(RECURRING_MIN_TOTAL_USD)}.`;
        } else if (total !== null && ctx.balance !== null && total > ctx.balance) {
          message = `Your wallet holds less than the total of ${toDecimalString(total, ctx.input.decimals)} ${ctx.input.symbol}.`;
        }
        if (message) c.issues.push({ code: 'custom', path: ['perCycle'], message, input: c.value.perCycle });
      }),
    z.transform(({ perCycle, count, intervalId }) => {
      const { orders, total, perUsd } = readRecurring(perCycle, count, ctx);
      if (perCycle === null || orders === null || total === null || total <= 0n || perUsd === null) return null;
      return { perCycle, orders, total, intervalId };
    }),
  );

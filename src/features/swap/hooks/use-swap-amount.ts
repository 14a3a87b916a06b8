import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { useForm } from '../../../hooks/form/use-form';
import { urlParam, useUrlState } from '../../../hooks/use-url-state';
import { canonicalAmountText, localAmountText } from '../../../utils/amount';

/** Longer than any u64 with 18 decimals: a link cannot stuff the field with megabytes. */
const MAX_LENGTH = 40;
/**
 * The link follows once typing pauses: each write is a history.replaceState and a re-render of everything that reads
 * the location (the header's links too), tens of ms of every keystroke at 4× CPU (issue 30).
 */
const LINK_AFTER_MS = 250;

// Plain digits with one dot: an exponent, a sign or a grouping in a link is refused, never reinterpreted.
const AMOUNT_PARAMS = {
  amount: urlParam(
    z.string().check(z.maxLength(MAX_LENGTH), z.regex(/^(\d+\.?\d*|\.\d+)$/)),
    '',
    (raw) => `“${raw.slice(0, 24)}” in the link is not an amount: the field was left empty.`,
  ),
};

/** The field reads its own state, not the URL: a URL update lands a render later. Last: when it was typed. */
export function useSwapAmount(): [string, (text: string) => void, string | null, number | null] {
  const url = useUrlState(AMOUNT_PARAMS);
  const form = useForm(() => ({
    amount: url.values.amount ? localAmountText(url.values.amount) : '',
    notice: url.notices[0] ?? null,
    typedAt: null as number | null,
  }));
  const { patch } = form;
  // The link as it is when the write runs: a pair chosen meanwhile is in it, and stays.
  const set = useRef(url.set);
  useLayoutEffect(() => {
    set.current = url.set;
  });
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const setAmount = useCallback(
    (text: string) => {
      const next = text.slice(0, MAX_LENGTH);
      patch({ amount: next, notice: null, typedAt: performance.now() });
      clearTimeout(pending.current);
      // A page left meanwhile is not brought back: a navigation waiting on its lazy page still renders this one.
      const page = window.location.pathname;
      pending.current = setTimeout(() => {
        if (window.location.pathname === page) set.current({ amount: canonicalAmountText(next) ?? '' });
      }, LINK_AFTER_MS);
    },
    [patch],
  );
  return [form.values.amount, setAmount, form.values.notice, form.values.typedAt];
}

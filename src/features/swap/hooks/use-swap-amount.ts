import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { sanitizeAmountTyping } from '../../../utils/amount';

/** Longer than any u64 with 18 decimals: a link cannot stuff the field with megabytes. */
const MAX_LENGTH = 40;

/**
 * The typed amount lives in the URL (`?amount=12.5`) beside the pair, so a shared link opens the same swap. The URL
 * keeps the text as typed (sanitised); whether it is a valid amount for the token is the field's job to say.
 */
export function useSwapAmount(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const amount = sanitizeAmountTyping(params.get('amount') ?? '').slice(0, MAX_LENGTH);
  const setAmount = useCallback(
    (text: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (text === '') next.delete('amount');
          else next.set('amount', text.slice(0, MAX_LENGTH));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [amount, setAmount];
}

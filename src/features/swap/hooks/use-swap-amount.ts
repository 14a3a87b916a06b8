import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { canonicalAmountText, localAmountText, sanitizeAmountTyping } from '../../../utils/amount';

/** Longer than any u64 with 18 decimals: a link cannot stuff the field with megabytes. */
const MAX_LENGTH = 40;

/**
 * The typed amount, mirrored into the URL (`?amount=12.5`) beside the pair so a shared link opens the same swap. The
 * field reads its own state, not the URL: a URL update lands a render later, and fast typing would lose keystrokes.
 * Whether the text is a valid amount for the token is the field's job to say. The link holds one form for every
 * locale ("1234.5"); the field shows it in the user's writing, so a German "1.234" is never read as 1.234 elsewhere.
 */
export function useSwapAmount(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const [amount, setAmountState] = useState(() => {
    const text = sanitizeAmountTyping(params.get('amount') ?? '').slice(0, MAX_LENGTH);
    const canonical = canonicalAmountText(text, 'en-US');
    return canonical === null ? text : localAmountText(canonical);
  });
  const setAmount = useCallback(
    (text: string) => {
      const next = text.slice(0, MAX_LENGTH);
      setAmountState(next);
      setParams(
        (prev) => {
          const url = new URLSearchParams(prev);
          if (next === '') url.delete('amount');
          else url.set('amount', canonicalAmountText(next) ?? next);
          return url;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [amount, setAmount];
}

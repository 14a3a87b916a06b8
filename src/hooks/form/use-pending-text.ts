import { useState, useTransition } from 'react';

/**
 * A text field that answers a keystroke alone: it shows what was typed at once, while the form's update (its checks,
 * a quote, the rest of the page) runs in a transition that the next keystroke may interrupt (issue 30: every
 * interaction ≤ 50 ms at 4× CPU). While that update is pending the field shows its own copy, then the form's value.
 */
export function usePendingText(value: string): [string, (typed: string, update: () => void) => void] {
  const [typed, setTyped] = useState(value);
  const [pending, startTransition] = useTransition();
  const change = (next: string, update: () => void) => {
    setTyped(next);
    startTransition(update);
  };
  return [pending ? typed : value, change];
}

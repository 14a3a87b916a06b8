import { useState } from 'react';

/** The new-invite form: its amount text and what the submit button says. */
export function useInviteForm() {
  const [amount, setAmount] = useState('');
  const ready = amount !== '';
  return { amount, setAmount, ready, actionLabel: ready ? 'Create invite' : 'Enter an amount' };
}

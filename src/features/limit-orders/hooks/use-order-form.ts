import { useState } from 'react';

export const EXPIRY_CHIPS = ['1 day', '7 days', '30 days'] as const;
export const CONDITIONS = ['Buy below', 'Buy above', 'Sell above', 'Sell below'] as const;
export type OrderMode = 'limit' | 'recurring';

/** The new-order form: kind, condition, amount, trigger price and expiry. */
export function useOrderForm() {
  const [mode, setMode] = useState<OrderMode>('limit');
  const [amount, setAmount] = useState('');
  const [condition, setCondition] = useState<(typeof CONDITIONS)[number]>('Sell above');
  const [expiry, setExpiry] = useState<(typeof EXPIRY_CHIPS)[number]>('7 days');
  const [price, setPrice] = useState('');
  return {
    mode,
    setMode,
    amount,
    setAmount,
    amountLabel: mode === 'limit' ? 'Amount to sell' : 'Total to spend',
    condition,
    setCondition,
    expiry,
    setExpiry,
    price,
    setPrice,
  };
}

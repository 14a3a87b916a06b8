import { useQuery } from '@tanstack/react-query';
import { predictionQueries } from '../../../api/prediction/queries';
import { parseForm } from '../../../hooks/form/parse-form';
import { useForm } from '../../../hooks/form/use-form';
import { useApiClient } from '../../../hooks/use-api-client';
import { useTokenBalance } from '../../../hooks/use-token-balance';
import { DEPOSIT_TOKENS, type DepositToken } from '../utils/deposit';
import { readTicket, ticketSchema } from '../utils/ticket';

/** The ticket's amount and deposit token; the quote from the live book, shown even while the bet is refused. */
export function useTicketForm(marketId: string | undefined, side: 'yes' | 'no') {
  const client = useApiClient();
  const { values, set } = useForm<{ text: string; token: DepositToken }>({ text: '', token: DEPOSIT_TOKENS[0] });
  const book = useQuery(predictionQueries.orderbook(client, marketId));
  const balance = useTokenBalance(values.token.mint);
  const ctx = { book: book.data ?? null, side, balance: balance.status === 'ready' ? balance.amount : null };
  const { parsed, errors } = parseForm(ticketSchema(ctx), values);
  return {
    ...values,
    setText: (text: string) => set('text', text),
    setToken: (token: DepositToken) => set('token', token),
    balance,
    quote: readTicket(values.text, values.token, ctx).quote,
    problem: errors.text ?? null,
    bet: parsed,
  };
}

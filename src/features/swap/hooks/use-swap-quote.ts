import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import type { Router } from '../../../api/common';
import { orderQuery } from '../../../api/swap/order-queries';
import type { OrderParams } from '../../../api/swap/schemas-v2-order';
import { useApiClient } from '../../../hooks/use-api-client';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useSetting } from '../../../stores/settings-store';
import type { Settings } from '../../../stores/settings-schema';

/** Typing settles this long after its last keystroke before a quote is asked for: "12.5" is one request, not four. */
export const QUOTE_DEBOUNCE_MS = 150;
export const QUOTE_REFRESH_MS = 15_000;

export interface SwapQuoteInput {
  inputMint: string;
  outputMint: string;
  amount: bigint | null;
  /** The amount as typed: a keystroke that leaves the amount as it was ("12" → "12.") still restarts the wait. */
  typed?: string;
  /** When it was typed (performance.now()): the wait counts from the keystroke, not from its render. */
  typedAt?: number | null;
  taker: string | null;
  receiver?: string | undefined;
  excludeRouters?: readonly Router[];
  excludeDexes?: readonly string[];
}

type FeeSettings = Pick<Settings, 'slippage' | 'priorityFee' | 'mevTipLamports'>;

/** The order query for the inputs and the user's fee settings, in the spec's names (swap v2, §4.2). */
export function orderParamsFor(input: SwapQuoteInput, fees: FeeSettings): OrderParams | undefined {
  if (!input.amount || input.amount <= 0n || input.inputMint === input.outputMint) return undefined;
  const params: OrderParams = { inputMint: input.inputMint, outputMint: input.outputMint, amount: input.amount };
  if (input.taker) params.taker = input.taker;
  if (input.taker && input.receiver && input.receiver !== input.taker) params.receiver = input.receiver;
  if (fees.slippage.mode === 'fixed') params.slippageBps = fees.slippage.bps;
  if (fees.priorityFee.mode === 'custom') {
    params.priorityFeeLamports = BigInt(fees.priorityFee.lamports);
    params.broadcastFeeType = fees.priorityFee.broadcast;
  }
  if (BigInt(fees.mevTipLamports) > 0n) params.mevTipLamports = BigInt(fees.mevTipLamports);
  if (input.excludeRouters?.length) params.excludeRouters = [...input.excludeRouters];
  if (input.excludeDexes?.length) params.excludeDexes = [...input.excludeDexes];
  return params;
}

function keyOf(params: OrderParams | undefined): string {
  return params ? JSON.stringify(params, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) : '';
}

/** Debounced, aborted on input change, never cached with a transaction, previous quote of the pair kept. */
export function useSwapQuote(input: SwapQuoteInput) {
  const client = useApiClient();
  const slippage = useSetting('slippage');
  const priorityFee = useSetting('priorityFee');
  const mevTipLamports = useSetting('mevTipLamports');
  // Rebuilt each render (cheap); the debounce and the query key compare it by content.
  const params = orderParamsFor(input, { slippage, priorityFee, mevTipLamports });
  const typed = `${keyOf(params)}|${input.typed ?? ''}`;
  const settled = useDebouncedValue(params, QUOTE_DEBOUNCE_MS, typed);
  const queryClient = useQueryClient();
  // The request leaves as typing settles, counted from the keystroke, not a render later (tens of ms at 4× CPU, issue
  // 30). A layout effect, so this timer fires before the debounce's: the render that follows finds the fetch going. Not with a taker: that order is stale at once, and one
  // answered before the render would be asked for again.
  useLayoutEffect(() => {
    if (!params || params.taker || keyOf(params) === keyOf(settled)) return;
    // A change other than a keystroke (a pair, a setting) waits the whole time.
    const since = input.typedAt ? performance.now() - input.typedAt : QUOTE_DEBOUNCE_MS;
    const timer = setTimeout(
      () => {
        queryClient.query(orderQuery(client, params)).catch(() => undefined);
      },
      since < QUOTE_DEBOUNCE_MS ? QUOTE_DEBOUNCE_MS - since : QUOTE_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
    // `params` and `settled` are read through `typed`, as in useDebouncedValue.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  const query = useQuery({
    ...orderQuery(client, settled),
    placeholderData: (previous) =>
      previous && settled && previous.inputMint === settled.inputMint && previous.outputMint === settled.outputMint
        ? keepPreviousData(previous)
        : undefined,
    refetchInterval: QUOTE_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
  const typing = keyOf(params) !== keyOf(settled);
  return {
    params: settled,
    order: params ? query.data : undefined,
    error: params ? query.error : null,
    updating: typing || query.isFetching,
    stale: typing || query.isPlaceholderData,
    isPlaceholder: query.isPlaceholderData,
    /** When the shown quote arrived (ms), for its age and the refresh countdown. */
    receivedAt: query.dataUpdatedAt,
    refetch: query.refetch,
  };
}

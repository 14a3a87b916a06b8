import type { OrderHistoryItem } from '../../../api/trigger/schemas';
import { formatDateTime } from '../../../utils/format';
import { amountText, tokenOf } from './order-view';

export interface FillView {
  key: string;
  text: string;
  signature: string | null;
}

export interface FillsView {
  /** "Filled 0.4 SOL of 1 SOL · 0.6 SOL left". */
  progress: string;
  /** "Average price 150.25 USDC per SOL", null before the first fill or for an unknown token. */
  average: string | null;
  fills: FillView[];
}

const PRICE = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 });

/** Quote units per base unit, whichever side the order spends. */
function priceText(o: OrderHistoryItem, spent: bigint, got: bigint): string | null {
  const input = tokenOf(o.inputMint);
  const output = tokenOf(o.outputMint);
  if (!input || !output || spent <= 0n || got <= 0n) return null;
  const inUnits = Number(spent) / 10 ** input.decimals;
  const outUnits = Number(got) / 10 ** output.decimals;
  const sells = (o.triggerMint ?? o.inputMint) === o.inputMint;
  const [base, quote, price] = sells ? [input, output, outUnits / inUnits] : [output, input, inUnits / outUnits];
  return `${PRICE.format(price)} ${quote.symbol} per ${base.symbol}`;
}

/** Each successful fill with its transaction, and the totals the order's own amounts give. */
export function fillsView(o: OrderHistoryItem): FillsView {
  const initial = o.initialInputAmount ?? 0n;
  const left = o.remainingInputAmount ?? initial;
  const fills = (o.events ?? [])
    .filter((e) => e.type === 'fill' && e.state === 'success')
    .map((e, i): FillView => {
      const at = formatDateTime(e.timestamp);
      const price = priceText(o, e.amount ?? 0n, e.outputAmount ?? 0n);
      const got = amountText(e.outputAmount ?? null, e.outputMint ?? o.outputMint);
      return {
        key: e.txSignature ?? `${e.timestamp}-${i}`,
        text: `${at}: ${amountText(e.amount ?? null, o.inputMint)} → ${got}${price ? ` at ${price}` : ''}`,
        signature: e.txSignature ?? null,
      };
    });
  const used = o.inputUsed ?? initial - left;
  const average = priceText(o, used, o.outputAmount ?? 0n);
  return {
    progress: `Filled ${amountText(used, o.inputMint)} of ${amountText(initial, o.inputMint)} · ${amountText(left, o.inputMint)} left`,
    average: average && `Average price ${average}`,
    fills,
  };
}

import { KNOWN_TOKENS } from '../../../config/tokens';
import type { TokenRef } from './order-draft';

/** The dollars an order may be traded against: the service takes any; these three are the ones users hold. */
export const QUOTE_TOKENS = [
  KNOWN_TOKENS.USDC,
  { mint: '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo', symbol: 'PYUSD', decimals: 6 },
  { mint: 'JuprjznTrTSp2UFa3ZBUFgwdAmtZCq4MQCwysN55USD', symbol: 'JupUSD', decimals: 6 },
] as const satisfies readonly TokenRef[];
export type QuoteSymbol = (typeof QUOTE_TOKENS)[number]['symbol'];
export const QUOTE_SYMBOLS: readonly QuoteSymbol[] = QUOTE_TOKENS.map((t) => t.symbol);

export const quoteOf = (symbol: QuoteSymbol): TokenRef =>
  QUOTE_TOKENS.find((t) => t.symbol === symbol) ?? KNOWN_TOKENS.USDC;

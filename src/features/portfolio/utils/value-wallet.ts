import type { PriceEntry } from '../../../api/price/schemas';
import { usdOf, type MicroUsd } from './usd';

export interface WalletTokenRow {
  mint: string;
  symbol: string;
  name: string;
  raw: bigint;
  decimals: number;
  usd: MicroUsd | null;
  /** Percent over 24 h, where the price service gives it. */
  change24h: number | null;
}

/**
 * Every held token with its value, the largest first; `exclude` drops mints a position already counts (an earn
 * share token), so nothing is counted twice.
 */
export function walletTokenRows(
  held: ReadonlyMap<string, { amount: bigint; decimals: number }>,
  infoOf: (mint: string) => { symbol: string; name: string } | undefined,
  prices: Readonly<Record<string, Pick<PriceEntry, 'usdPrice' | 'priceChange24h'>>> | undefined,
  exclude: ReadonlySet<string> = new Set(),
): WalletTokenRow[] {
  const rows: WalletTokenRow[] = [];
  for (const [mint, { amount, decimals }] of held) {
    if (exclude.has(mint)) continue;
    const info = infoOf(mint);
    const price = prices?.[mint];
    rows.push({
      mint,
      symbol: info?.symbol ?? `${mint.slice(0, 4)}…`,
      name: info?.name ?? 'Unknown token',
      raw: amount,
      decimals,
      usd: price ? usdOf(amount, decimals, price.usdPrice) : null,
      change24h: typeof price?.priceChange24h === 'number' ? price.priceChange24h : null,
    });
  }
  return rows.sort((a, b) =>
    a.usd === b.usd ? a.symbol.localeCompare(b.symbol) : (b.usd ?? -1n) > (a.usd ?? -1n) ? 1 : -1,
  );
}

import { VersionedTransaction } from '@solana/web3.js';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { base64ToBytes } from '../../../utils/base64';
import { readCreateTx } from './create-tx-read';
import type { QuoteSymbol } from './launch-params';

export interface ChainLaunch {
  wallet: string;
  mint: string;
  name: string;
  symbol: string;
  quote: QuoteSymbol;
  signature: string;
  createdAt: number;
}

const quoteOf = (mint: string | undefined): QuoteSymbol | null =>
  (Object.keys(STUDIO_QUOTE_MINTS) as QuoteSymbol[]).find((q) => STUDIO_QUOTE_MINTS[q] === mint) ?? null;

/**
 * The launch a landed transaction made for `wallet`, or null. Meteora DBC's create names its creator; Studio's
 * Token-2022 create (the sandbox's) names it as the payer, with the new mint's metadata and the curve's quote vault.
 */
export function launchOfTx(
  base64: string,
  wallet: string,
  signature: string,
  blockTime: number | null,
): ChainLaunch | null {
  let reading;
  try {
    reading = readCreateTx(VersionedTransaction.deserialize(base64ToBytes(base64)));
  } catch {
    return null;
  }
  if (reading.feePayer !== wallet) return null;
  const createdAt = (blockTime ?? 0) * 1000;
  const dbc = reading.dbc.find((d) => d.creator === wallet);
  const dbcQuote = quoteOf(dbc?.quoteMint);
  if (dbc && dbcQuote) {
    return { wallet, mint: dbc.baseMint, name: dbc.name, symbol: dbc.symbol, quote: dbcQuote, signature, createdAt };
  }
  const meta = reading.metadata.find((m) => reading.mintInits.some((i) => i.mint === m.mint));
  if (!meta) return null;
  const quote = quoteOf(reading.atas.find((a) => a.mint !== meta.mint && quoteOf(a.mint))?.mint);
  if (!quote) return null;
  return { wallet, mint: meta.mint, name: meta.name, symbol: meta.symbol, quote, signature, createdAt };
}

import type { LabelOf, TxStatement } from '../../../lib/tx/statement';
import { QUOTE_DECIMALS, type QuoteSymbol } from './launch-params';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';

/** Rent of mint, metadata, pool and vaults plus network fee, with room to spare; shown before signing. */
export const LAUNCH_COST_MAX_LAMPORTS = 50_000_000n;

/** The dev buy as the statement holds it: the quote that may leave, the new tokens that must arrive. */
export interface StatedBuy {
  mint: string;
  quoteMint: string;
  quoteIn: bigint;
  minOut: bigint;
}

/**
 * A creation: SOL for rent and fees up to the shown maximum (issue 13); with a dev buy, at most its quote leaves and
 * at least the shown minimum of the new token arrives in the wallet.
 */
export const launchStatement = (wallet: string, buy: StatedBuy | null = null): TxStatement => ({
  wallet,
  feePayer: null,
  send: buy ? [{ mint: buy.quoteMint, max: buy.quoteIn }] : [],
  receive: buy ? [{ mint: buy.mint, min: buy.minOut, to: wallet }] : [],
  feesMax: LAUNCH_COST_MAX_LAMPORTS,
  policy: { family: 'studio', createsMints: 'pool' },
});

export const CLAIM_FEES_MAX_LAMPORTS = 5_000n + 3_000_000n;

export const claimStatement = (wallet: string, quote: QuoteSymbol, unclaimed: bigint): TxStatement => ({
  wallet,
  feePayer: null,
  send: [],
  receive: [{ mint: STUDIO_QUOTE_MINTS[quote], min: unclaimed, to: wallet }],
  feesMax: CLAIM_FEES_MAX_LAMPORTS,
  policy: { family: 'studio' },
});

export const quoteLabels: LabelOf = (mint) => {
  const symbol = (Object.keys(STUDIO_QUOTE_MINTS) as QuoteSymbol[]).find((s) => STUDIO_QUOTE_MINTS[s] === mint);
  return symbol ? { symbol, decimals: QUOTE_DECIMALS[symbol] } : undefined;
};

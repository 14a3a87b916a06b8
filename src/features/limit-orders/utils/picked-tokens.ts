import type { TokenRef } from './order-draft';

// Tokens picked as a base this session: their orders are then named by symbol, not by address.
const picked = new Map<string, TokenRef>();

export function rememberToken(t: TokenRef) {
  picked.set(t.mint, { mint: t.mint, symbol: t.symbol, decimals: t.decimals });
}

export const pickedToken = (mint: string): TokenRef | undefined => picked.get(mint);

import { useState } from 'react';
import * as z from 'zod/mini';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { useTokenInfos } from '../../../hooks/use-token-infos';
import { urlParam, useUrlState } from '../../../hooks/use-url-state';
import { isTokenSupported, seedTokenInfo, unknownTokenInfo, type TokenInfo } from '../../../lib/token-info';
import { shortAddress } from '../../../utils/format';

const KNOWN = Object.values(KNOWN_TOKENS);
const BASE58_MINT = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const DEFAULT_FROM = KNOWN_TOKENS.SOL;
const DEFAULT_TO = KNOWN_TOKENS.USDC;

/**
 * A URL value as a mint: a known symbol (any case) or anything shaped like a mint. Known tokens are written back by
 * symbol (a readable link), every other token by its mint.
 */
const mintParam = z.codec(z.string(), z.string().check(z.regex(BASE58_MINT)), {
  decode: (text) => KNOWN.find((t) => t.symbol === text.toUpperCase() || t.mint === text)?.mint ?? text,
  encode: (mint) => KNOWN.find((t) => t.mint === mint)?.symbol ?? mint,
});
// Null when absent or not a token: `resolveSide` picks the fallback and words the notice (it knows the token).
const PAIR_PARAMS = {
  from: urlParam<string | null>(mintParam, null),
  to: urlParam<string | null>(mintParam, null),
};

interface Lookup {
  best: (mint: string) => TokenInfo | undefined;
  pending: boolean;
  failed: boolean;
}

interface Side {
  token: TokenInfo;
  resolving: boolean;
  notice: string | null;
}

function resolveSide(mint: string | null, raw: string | null, fallbackMint: string, lookup: Lookup): Side {
  const fallback = lookup.best(fallbackMint) ?? unknownTokenInfo(fallbackMint, 0);
  if (mint === null) {
    const notice =
      raw === null ? null : `“${raw.slice(0, 48)}” in the link is not a token: showing ${fallback.symbol} instead.`;
    return { token: fallback, resolving: false, notice };
  }
  const found = lookup.best(mint);
  if (found && !isTokenSupported(found)) {
    const notice = `${found.symbol} has ${String(found.decimals)} decimal places and can’t be swapped here: showing ${fallback.symbol} instead.`;
    return { token: fallback, resolving: false, notice };
  }
  if (found) return { token: found, resolving: false, notice: null };
  if (lookup.pending) return { token: unknownTokenInfo(mint, 0, null, 'Loading…'), resolving: true, notice: null };
  const notice = lookup.failed
    ? `The token ${shortAddress(mint)} in the link could not be looked up: showing ${fallback.symbol} instead.`
    : `No token with the mint ${shortAddress(mint)}: showing ${fallback.symbol} instead.`;
  return { token: fallback, resolving: false, notice };
}

export interface SwapPair {
  from: TokenInfo;
  to: TokenInfo;
  /** A mint from the link is still being looked up: its decimals are not known, so amounts must wait. */
  resolving: boolean;
  notice: string | null;
  flip: () => void;
  setFrom: (token: TokenInfo) => void;
  setTo: (token: TokenInfo) => void;
}

/** The pair lives in the URL so a swap can be shared; unknown mints are looked up via tokens v2 search. */
export function useSwapPair(): SwapPair {
  const url = useUrlState(PAIR_PARAMS);
  const [picked, setPicked] = useState<ReadonlyMap<string, TokenInfo>>(new Map());
  const { from: fromParam, to: toParam } = url.raw;
  const { from: fromMint, to: toMint } = url.values;
  const records = useTokenInfos([fromMint, toMint, DEFAULT_FROM.mint, DEFAULT_TO.mint].filter((m) => m !== null));
  const best = (mint: string): TokenInfo | undefined => {
    const known = KNOWN.find((t) => t.mint === mint);
    return records.data?.get(mint) ?? picked.get(mint) ?? (known ? seedTokenInfo(known) : undefined);
  };
  const lookup: Lookup = {
    best,
    pending: records.isPending && records.fetchStatus !== 'idle',
    failed: records.isError,
  };
  const fromSide = resolveSide(fromMint, fromParam, DEFAULT_FROM.mint, lookup);
  let toSide = resolveSide(toMint, toParam, DEFAULT_TO.mint, lookup);
  if (toSide.token.mint === fromSide.token.mint) {
    const other = fromSide.token.mint === DEFAULT_TO.mint ? DEFAULT_FROM : DEFAULT_TO;
    const token = best(other.mint) ?? seedTokenInfo(other);
    toSide = {
      token,
      resolving: false,
      notice: toParam === null ? null : `Both sides were ${fromSide.token.symbol}: receiving ${token.symbol} instead.`,
    };
  }
  const from = fromSide.token;
  const to = toSide.token;

  const write = (nextFrom: TokenInfo, nextTo: TokenInfo) => {
    setPicked((prev) => new Map(prev).set(nextFrom.mint, nextFrom).set(nextTo.mint, nextTo));
    url.set({ from: nextFrom.mint, to: nextTo.mint });
  };

  return {
    from,
    to,
    resolving: fromSide.resolving || toSide.resolving,
    notice: [fromSide.notice, toSide.notice].filter(Boolean).join(' ') || null,
    flip: () => write(to, from),
    // Choosing the other side's token swaps the sides rather than making a pair of one token.
    setFrom: (token) => write(token, token.mint === to.mint ? from : to),
    setTo: (token) => write(token.mint === from.mint ? to : from, token),
  };
}

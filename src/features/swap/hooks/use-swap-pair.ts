import { useSearchParams } from 'react-router';
import { KNOWN_TOKENS, type KnownToken } from '../../../config/tokens';

function bySymbolOrMint(value: string | null, fallback: KnownToken): KnownToken {
  if (!value) return fallback;
  return Object.values(KNOWN_TOKENS).find((t) => t.symbol === value.toUpperCase() || t.mint === value) ?? fallback;
}

/** The pair lives in the URL (`?from=SOL&to=USDC`) so a swap can be shared and survives a reload. */
export function useSwapPair() {
  const [params, setParams] = useSearchParams();
  const from = bySymbolOrMint(params.get('from'), KNOWN_TOKENS.SOL);
  const toCandidate = bySymbolOrMint(params.get('to'), KNOWN_TOKENS.USDC);
  const to =
    toCandidate.mint === from.mint
      ? from.mint === KNOWN_TOKENS.USDC.mint
        ? KNOWN_TOKENS.SOL
        : KNOWN_TOKENS.USDC
      : toCandidate;
  const flip = () => setParams({ from: to.symbol, to: from.symbol }, { replace: true });
  return { from, to, flip };
}

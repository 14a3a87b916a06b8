import { useMemo } from 'react';
import { KNOWN_TOKENS } from '../config/tokens';
import { seedTokenInfo, unknownTokenInfo, usdValue, type HeldToken } from '../lib/token-info';
import { priceOf, usePrices } from './use-prices';
import { useTokenInfos } from './use-token-infos';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, useWalletBalances, type WalletBalances } from './use-wallet-balances';

const SOL = KNOWN_TOKENS.SOL;
const KNOWN_BY_MINT = new Map(Object.values(KNOWN_TOKENS).map((t) => [t.mint as string, seedTokenInfo(t)]));

/**
 * SOL is the native balance under the wrapped-SOL mint; a wrapped-SOL account is left out so it is not counted twice.
 */
export function heldAmounts(
  balances: WalletBalances | undefined,
): Map<string, { amount: bigint; decimals: number; program: string | null }> {
  const out = new Map<string, { amount: bigint; decimals: number; program: string | null }>();
  if (!balances) return out;
  if (balances.lamports > 0n) out.set(SOL.mint, { amount: balances.lamports, decimals: SOL.decimals, program: null });
  for (const t of Object.values(balances.tokens)) {
    if (t.amount === 0n || t.mint === SOL.mint) continue;
    out.set(t.mint, {
      amount: t.amount,
      decimals: t.decimals,
      program: t.program === 'token-2022' ? TOKEN_2022_PROGRAM_ID : TOKEN_PROGRAM_ID,
    });
  }
  return out;
}

/** A held mint the token service does not know still appears, so nothing the user owns is hidden. */
export function useTokenHoldings() {
  const balances = useWalletBalances();
  const amounts = useMemo(() => heldAmounts(balances.data), [balances.data]);
  const mints = useMemo(() => [...amounts.keys()], [amounts]);
  const records = useTokenInfos(mints);
  const prices = usePrices(mints);

  const held = useMemo<HeldToken[]>(() => {
    const out: HeldToken[] = [];
    for (const [mint, { amount, decimals, program }] of amounts) {
      const token =
        records.data?.get(mint) ??
        KNOWN_BY_MINT.get(mint) ??
        unknownTokenInfo(mint, decimals, program, records.isPending ? 'Loading…' : 'Unknown token');
      out.push({ token, holding: { amount, usd: usdValue(amount, decimals, priceOf(prices.data, mint)) } });
    }
    return out;
  }, [amounts, records.data, records.isPending, prices.data]);

  return { held, amounts, isPending: balances.isPending && balances.fetchStatus !== 'idle' };
}

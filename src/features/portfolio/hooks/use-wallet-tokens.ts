import { useMemo } from 'react';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { heldAmounts } from '../../../hooks/use-token-holdings';
import { usePrices } from '../../../hooks/use-prices';
import { useTokenInfos } from '../../../hooks/use-token-infos';
import { useWalletBalances } from '../../../hooks/use-wallet-balances';
import { walletTokenRows, type WalletTokenRow } from '../utils/value-wallet';
import type { ReadState } from './section-of';

const KNOWN = new Map<string, { symbol: string; name: string }>(
  Object.values(KNOWN_TOKENS).map((t) => [t.mint, { symbol: t.symbol, name: t.symbol }]),
);
// The row under the wrapped-SOL mint is the native balance (heldAmounts), not the wrapped token its record names.
const NATIVE = { symbol: 'SOL', name: 'Solana' };

/** SOL and every token the wallet holds, valued; wrapped SOL is a leftover, not a holding (use-token-holdings). */
export function useWalletTokens(exclude: ReadonlySet<string>): { read: ReadState; rows: WalletTokenRow[] } {
  const balances = useWalletBalances();
  const held = useMemo(() => heldAmounts(balances.data), [balances.data]);
  const mints = useMemo(() => [...held.keys()], [held]);
  const infos = useTokenInfos(mints.length > 0 ? mints : undefined);
  const prices = usePrices(mints.length > 0 ? mints : undefined);
  const rows = useMemo(
    () =>
      walletTokenRows(
        held,
        (m) => (m === KNOWN_TOKENS.SOL.mint ? NATIVE : (infos.data?.get(m) ?? KNOWN.get(m))),
        prices.data,
        exclude,
      ),
    [held, infos.data, prices.data, exclude],
  );
  return { read: balances, rows };
}

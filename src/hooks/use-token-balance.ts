import { KNOWN_TOKENS } from '../config/tokens';
import { useWalletBalances } from './use-wallet-balances';

export type TokenBalance =
  { status: 'disconnected' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; amount: bigint };

/** Native lamports for SOL (the swap API wraps it), else the sum of the wallet's token accounts. */
export function useTokenBalance(mint: string): TokenBalance {
  const balances = useWalletBalances();
  if (balances.data) {
    const amount = mint === KNOWN_TOKENS.SOL.mint ? balances.data.lamports : (balances.data.tokens[mint]?.amount ?? 0n);
    return { status: 'ready', amount };
  }
  if (balances.isError) return { status: 'error' };
  return balances.fetchStatus === 'idle' ? { status: 'disconnected' } : { status: 'loading' };
}

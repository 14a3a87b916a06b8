import { useQuery } from '@tanstack/react-query';
import { lendQueries } from '../../../api/lend/queries';
import type { BorrowPosition } from '../../../api/lend/schemas';
import { solFeeReserve } from '../../../components/token/spendable';
import { useApiClient } from '../../../hooks/use-api-client';
import { useWalletBalances } from '../../../hooks/use-wallet-balances';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { useSetting } from '../../../stores/settings-store';

const NATIVE_MINT = KNOWN_TOKENS.SOL.mint;

export function useBorrowVaults() {
  return useQuery(lendQueries.borrowVaults(useApiClient()));
}

/**
 * Positions still holding something, liquidated ones (what was taken is worth showing), and `keep` (the one whose
 * form is open: it finishes its steps and says so after the position closes); other closed ones drop.
 */
export function useBorrowPositions(wallet: string | undefined, keep: number | null) {
  return useQuery({
    ...lendQueries.borrowPositions(useApiClient(), wallet ? [wallet] : undefined),
    select: (list: BorrowPosition[]) =>
      list.filter((p) => p.supply > 0n || p.borrow > 0n || p.isLiquidated || p.id === keep),
    refetchInterval: 30_000,
  });
}

export interface WalletFunds {
  colAvailable: bigint | null;
  wrapped: bigint;
  wrappedAccount: boolean;
  debtHeld: bigint | null;
}

export function useWalletFunds(colMint: string, debtMint: string): WalletFunds {
  const balances = useWalletBalances().data;
  const priorityFee = useSetting('priorityFee');
  const mevTipLamports = useSetting('mevTipLamports');
  if (!balances) return { colAvailable: null, wrapped: 0n, wrappedAccount: false, debtHeld: null };
  const wsol = balances.tokens[NATIVE_MINT];
  const wrapped = wsol?.amount ?? 0n;
  const reserve = solFeeReserve({ priorityFee, mevTipLamports });
  const spendable = balances.lamports > reserve ? balances.lamports - reserve : 0n;
  return {
    colAvailable: colMint === NATIVE_MINT ? spendable + wrapped : (balances.tokens[colMint]?.amount ?? 0n),
    wrapped: colMint === NATIVE_MINT ? wrapped : 0n,
    wrappedAccount: wsol !== undefined,
    debtHeld: balances.tokens[debtMint]?.amount ?? 0n,
  };
}

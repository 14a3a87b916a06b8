import { useWalletBalances } from '../../../hooks/use-wallet-balances';
import { useBorrowPositions, useBorrowVaults } from '../../earn-borrow/hooks/use-borrow-data';
import { useEarnings, useEarnPositions, useEarnTokens } from '../../earn-borrow/hooks/use-earn-data';
import type { Section } from '../utils/model';
import { borrowItems, earnItems } from '../utils/value-lend';
import { sectionOf } from './section-of';

export function useEarnSection(wallet: string): Section {
  const positions = useEarnPositions(wallet);
  const tokens = useEarnTokens();
  const earnings = useEarnings(wallet, positions.data);
  const section = sectionOf('earn', [positions, tokens], () =>
    earnItems(positions.data ?? [], tokens.data ?? [], earnings.data, wallet),
  );
  return { ...section, counted: (positions.data ?? []).map((p) => p.token.address) };
}

export function useBorrowSection(wallet: string): Section {
  const vaults = useBorrowVaults();
  const positions = useBorrowPositions(wallet, null);
  const balances = useWalletBalances();
  const held = (mint: string) => (balances.data ? (balances.data.tokens[mint]?.amount ?? 0n) : null);
  const section = sectionOf('borrow', [vaults, positions], () =>
    borrowItems(positions.data ?? [], vaults.data ?? [], held, wallet),
  );
  // A position is an NFT in the wallet, its mint the position's address.
  return { ...section, counted: (positions.data ?? []).map((p) => p.address) };
}

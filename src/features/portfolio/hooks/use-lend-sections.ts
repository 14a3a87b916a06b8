import { useMemo } from 'react';
import { useWalletBalances } from '../../../hooks/use-wallet-balances';
import { useBorrowPositions, useBorrowVaults } from '../../earn-borrow/hooks/use-borrow-data';
import { useEarnings, useEarnPositions, useEarnTokens } from '../../earn-borrow/hooks/use-earn-data';
import type { Section } from '../utils/model';
import { borrowItems, earnItems } from '../utils/value-lend';
import { sectionOf } from './section-of';

export function useEarnSection(wallet: string): Section & { shareMints: ReadonlySet<string> } {
  const positions = useEarnPositions(wallet);
  const tokens = useEarnTokens();
  const earnings = useEarnings(wallet, positions.data);
  const section = sectionOf('earn', [positions, tokens], () =>
    earnItems(positions.data ?? [], tokens.data ?? [], earnings.data, wallet),
  );
  const shareMints = useMemo(() => new Set((positions.data ?? []).map((p) => p.token.address)), [positions.data]);
  return { ...section, shareMints };
}

export function useBorrowSection(wallet: string): Section {
  const vaults = useBorrowVaults();
  const positions = useBorrowPositions(wallet, null);
  const balances = useWalletBalances();
  const held = (mint: string) => (balances.data ? (balances.data.tokens[mint]?.amount ?? 0n) : null);
  return sectionOf('borrow', [vaults, positions], () =>
    borrowItems(positions.data ?? [], vaults.data ?? [], held, wallet),
  );
}

import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { predictionQueries } from '../../../api/prediction/queries';
import { studioQueries } from '../../../api/studio/queries';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { useApiClient } from '../../../hooks/use-api-client';
import { priceOf, usePrices } from '../../../hooks/use-prices';
import { useWalletBalances } from '../../../hooks/use-wallet-balances';
import { useConnection } from '../../../hooks/wallet/use-wallet';
import { useLaunchesStore } from '../../launch-token/state/launches-store';
import type { Section } from '../utils/model';
import { launchItems, leftoverItems, predictionItems, type LaunchFees } from '../utils/value-other';
import { sectionOf } from './section-of';
import { tokenAccountQueries } from './token-accounts';

const SOL = KNOWN_TOKENS.SOL.mint;

export function usePredictionsSection(owner: string): Section {
  const positions = useQuery(predictionQueries.positions(useApiClient(), owner));
  return sectionOf('predictions', [positions], () => predictionItems(positions.data?.data ?? [], owner));
}

/** Launches this browser made for the wallet (the launch page's own list) and each pool's unclaimed fees. */
export function useLaunchSection(wallet: string): Section {
  const client = useApiClient();
  const all = useLaunchesStore((s) => s.launches);
  const mine = useMemo(() => all.filter((l) => l.wallet === wallet), [all, wallet]);
  const pools = useQueries({ queries: mine.map((l) => studioQueries.poolAddresses(client, l.mint)) });
  const fees = useQueries({
    queries: pools.map((p) => ({
      ...studioQueries.poolFee(client, p.data?.data.dbcPoolAddress ?? undefined),
      refetchInterval: 10_000,
    })),
  });
  const quoteMints = useMemo(() => [...new Set(mine.map((l) => STUDIO_QUOTE_MINTS[l.quote]))], [mine]);
  const prices = usePrices(quoteMints.length > 0 ? quoteMints : undefined);
  // A pool not found yet (just launched) is not a failed read of the others: it is said in a note.
  const reads = [...pools.filter((p) => !p.isError), ...fees.filter((_, i) => pools[i]?.data?.data.dbcPoolAddress)];
  const lost = pools.filter((p) => p.isError).length;
  const note = lost > 0 ? `The pool of ${String(lost)} of your launches could not be found yet.` : undefined;
  return sectionOf(
    'launch',
    reads,
    () => {
      const list: LaunchFees[] = mine.map((launch, i) => ({
        launch,
        pool: pools[i]?.data?.data.dbcPoolAddress ?? null,
        unclaimed: fees[i]?.data?.unclaimed ?? 0n,
      }));
      return launchItems(list, wallet, (m) => priceOf(prices.data, m));
    },
    note,
  );
}

export function useLeftoversSection(wallet: string): Section {
  const balances = useWalletBalances();
  const { connection } = useConnection();
  const accounts = useQuery(tokenAccountQueries.owner(connection, wallet));
  const prices = usePrices([SOL]);
  return sectionOf('leftovers', [balances, accounts], () =>
    leftoverItems(balances.data?.tokens[SOL]?.amount ?? 0n, accounts.data ?? [], wallet, priceOf(prices.data, SOL)),
  );
}

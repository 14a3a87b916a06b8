import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  const { connection } = useConnection();
  const accounts = useQuery(tokenAccountQueries.owner(connection, owner));
  const section = sectionOf('predictions', [positions], () => predictionItems(positions.data?.data ?? [], owner));
  // A position is the wallet's token account of its contracts' mint.
  const pubkeys = new Set((positions.data?.data ?? []).map((p) => p.pubkey));
  return { ...section, counted: (accounts.data ?? []).filter((a) => pubkeys.has(a.pubkey)).map((a) => a.mint) };
}

/** Launches this browser made for the wallet (the launch page's own list) and each pool's unclaimed fees. */
export function useLaunchSection(wallet: string): Section {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const all = useLaunchesStore((s) => s.launches);
  const mine = useMemo(() => all.filter((l) => l.wallet === wallet), [all, wallet]);
  // One read for all of them through the launch page's own cache entries (one pool and one fee read per launch).
  const fees = useQuery({
    queryKey: [...studioQueries.all(client), 'portfolio', wallet, mine.map((l) => l.mint)],
    queryFn: () =>
      Promise.all(
        mine.map(async (launch): Promise<LaunchFees | null> => {
          const pool = await queryClient.query(studioQueries.poolAddresses(client, launch.mint)).catch(() => null);
          const address = pool?.data.dbcPoolAddress ?? null;
          if (!address) return null;
          const fee = await queryClient.query(studioQueries.poolFee(client, address));
          return { launch, pool: address, unclaimed: fee.unclaimed };
        }),
      ),
    refetchInterval: 10_000,
  });
  const quoteMints = useMemo(() => [...new Set(mine.map((l) => STUDIO_QUOTE_MINTS[l.quote]))], [mine]);
  const prices = usePrices(quoteMints.length > 0 ? quoteMints : undefined);
  // A pool not found yet (a launch just made) is said in a note, not as a failed read of the others.
  const lost = fees.data?.filter((f) => f === null).length ?? 0;
  const note = lost > 0 ? `The pool of ${String(lost)} of your launches could not be found yet.` : undefined;
  return sectionOf(
    'launch',
    [fees],
    () =>
      launchItems(
        (fees.data ?? []).filter((f): f is LaunchFees => f !== null),
        wallet,
        (m) => priceOf(prices.data, m),
      ),
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

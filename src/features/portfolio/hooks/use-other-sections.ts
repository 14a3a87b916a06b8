import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { predictionQueries } from '../../../api/prediction/queries';
import { studioQueries } from '../../../api/studio/queries';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { useApiClient } from '../../../hooks/use-api-client';
import { priceOf, usePrices } from '../../../hooks/use-prices';
import { useWalletBalances } from '../../../hooks/use-wallet-balances';
import { useConnection } from '../../../hooks/wallet/use-wallet';
import { useMyLaunches } from '../../launch-token/hooks/use-my-launches';
import { studioTurn } from '../../launch-token/utils/launches-scan';
import type { Section } from '../utils/model';
import { launchItems, leftoverItems, predictionItems, type LaunchFees } from '../utils/value-other';
import { sectionOf } from './section-of';
import { tokenAccountQueries } from './token-accounts';

const SOL = KNOWN_TOKENS.SOL.mint;

type Poll = { refetchInterval: number; refetchIntervalInBackground?: boolean };

export function usePredictionsSection(owner: string): Section {
  const positions = useQuery(predictionQueries.positions(useApiClient(), owner));
  const { connection } = useConnection();
  const accounts = useQuery(tokenAccountQueries.owner(connection, owner));
  const section = sectionOf('predictions', [positions], () => predictionItems(positions.data?.data ?? [], owner));
  // A position is the wallet's token account of its contracts' mint.
  const pubkeys = new Set((positions.data?.data ?? []).map((p) => p.pubkey));
  return { ...section, counted: (accounts.data ?? []).filter((a) => pubkeys.has(a.pubkey)).map((a) => a.mint) };
}

/** The wallet's launches (from the chain and Studio, as the launch page lists them) and each pool's unclaimed fees. */
export function useLaunchSection(wallet: string, poll: Poll = { refetchInterval: 10_000 }): Section {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const launches = useMyLaunches(wallet, poll);
  const mine = launches.data;
  // One read for all of them through the launch page's own fee cache entries.
  const fees = useQuery({
    queryKey: [...studioQueries.all(client), 'portfolio', wallet, (mine ?? []).map((l) => l.pool)],
    queryFn: mine
      ? () =>
          Promise.all(
            mine.map(async (launch): Promise<LaunchFees> => ({
              launch,
              pool: launch.pool,
              unclaimed: (await studioTurn(() => queryClient.query(studioQueries.poolFee(client, launch.pool))))
                .unclaimed,
            })),
          )
      : skipToken,
    ...poll,
  });
  const quoteMints = useMemo(() => [...new Set((mine ?? []).map((l) => STUDIO_QUOTE_MINTS[l.quote]))], [mine]);
  const prices = usePrices(quoteMints.length > 0 ? quoteMints : undefined);
  return sectionOf('launch', [launches, fees], () =>
    launchItems(fees.data ?? [], wallet, (m) => priceOf(prices.data, m)),
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

import { skipToken, useQuery } from '@tanstack/react-query';
import { useConnection } from '../../../hooks/wallet/use-wallet';

/** The vesting terms from the launch's pool config on chain; the decoder loads with the first read. */
export function useLaunchVesting(configKey: string | null | undefined) {
  const endpoint = useConnection().connection.rpcEndpoint;
  return useQuery({
    queryKey: ['launch-vesting', endpoint, configKey ?? null] as const,
    queryFn: configKey
      ? async ({ signal }) => (await import('../utils/config-vesting')).configVesting(endpoint, configKey, signal)
      : skipToken,
    // A DBC config never changes once written; one not on chain yet is asked again.
    staleTime: (q) => (q.state.data ? Infinity : 10_000),
  });
}

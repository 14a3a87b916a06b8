import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './use-api-client';
import { fundSandbox } from './use-sandbox-welcome-funding';
import { refreshBalances } from './use-wallet-balances';

/** Only a sandbox build offers the faucet: on the real service "top up SOL" means buying or receiving it. */
export const SANDBOX_FAUCET_AVAILABLE = import.meta.env.VITE_SANDBOX !== 'false';

export function useSandboxFaucet() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ address, sol = 1 }: { address: string; sol?: number }) => fundSandbox(client, { address, sol }),
    onSuccess: async () => {
      await refreshBalances(queryClient);
      await queryClient.invalidateQueries({ queryKey: ['swap'] });
    },
  });
}

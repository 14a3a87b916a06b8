import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import type { ApiClient } from '../api/http';
import { useApiClient } from './use-api-client';
import { refreshBalances } from './use-wallet-balances';

/** Only a sandbox build offers the faucet: on the real service "top up SOL" means buying or receiving it. */
export const SANDBOX_FAUCET_AVAILABLE = import.meta.env.VITE_SANDBOX !== 'false';

const fundedSchema = z.looseObject({ address: z.string(), funded: z.boolean() });

/** POST /__sandbox/fund `{address, sol}`: a real airdrop transfer on the sandbox ledger. */
export function fundSol(client: ApiClient, address: string, sol: number) {
  return client.request({ method: 'POST', path: '/__sandbox/fund', json: { address, sol }, schema: fundedSchema });
}

/** The "Top up SOL for gas" fix on the sandbox: one SOL from the faucet, then balances and quotes refresh. */
export function useSandboxFaucet() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ address, sol = 1 }: { address: string; sol?: number }) => fundSol(client, address, sol),
    onSuccess: async () => {
      await refreshBalances(queryClient);
      await queryClient.invalidateQueries({ queryKey: ['swap'] });
    },
  });
}

import { useWallet } from './wallet/use-wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import type { ApiClient } from '../api/http';
import { SANDBOX_WALLET_NAME } from '../lib/sandbox-wallet/constants';
import { useToastStore } from '../stores/toast-store';
import { formatTokenAmount, shortAddress } from '../utils/format';
import { useApiClient } from './use-api-client';
import { refreshBalances } from './use-wallet-balances';

const fundResponseSchema = z.object({
  address: z.string(),
  funded: z.boolean(),
  balances: z.optional(
    z.looseObject({
      lamports: z.string().check(z.regex(/^\d+$/)),
      tokens: z.array(z.looseObject({ symbol: z.string() })),
    }),
  ),
});
export type FundResponse = z.output<typeof fundResponseSchema>;

/** POST /__sandbox/fund: SOL by a real airdrop; with `welcome: true`, the starter pack once per address per reset. */
export function fundSandbox(
  client: ApiClient,
  body: { address: string; sol?: number; welcome?: boolean },
): Promise<FundResponse> {
  return client.request({ method: 'POST', path: '/__sandbox/fund', json: body, schema: fundResponseSchema });
}

function describeFunds(balances: NonNullable<FundResponse['balances']>): string {
  const sol = `${formatTokenAmount(BigInt(balances.lamports), 9)} SOL`;
  const n = balances.tokens.length;
  return n === 0 ? sol : `${sol} and ${n} token${n === 1 ? '' : 's'}`;
}

const SANDBOX = import.meta.env.VITE_SANDBOX !== 'false';

/** Sandbox welcome funding (sandbox.md "Wallets"): once per address and service per session; never blocks. */
export function useSandboxWelcomeFunding(): void {
  const { publicKey, wallet } = useWallet();
  const client = useApiClient();
  const toast = useToastStore((s) => s.toastShown);
  const queryClient = useQueryClient();
  const attempted = useRef(new Set<string>());
  const address = publicKey?.toBase58() ?? null;
  const isSandboxWallet = wallet?.adapter.name === SANDBOX_WALLET_NAME;

  useEffect(() => {
    if (!SANDBOX || !address || !isSandboxWallet) return;
    const key = `${client.baseUrl}|${address}`;
    if (attempted.current.has(key)) return;
    attempted.current.add(key);
    // No abort on cleanup: StrictMode's second effect run would find the key taken and never fund.
    fundSandbox(client, { address, welcome: true }).then(
      (result) => {
        if (!result.funded) return;
        void refreshBalances(queryClient);
        toast({
          tone: 'success',
          title: 'Sandbox wallet funded',
          description: result.balances
            ? `${shortAddress(address)} now holds ${describeFunds(result.balances)} to try the app with.`
            : `${shortAddress(address)} received the starter funds to try the app with.`,
        });
      },
      (e: unknown) => {
        attempted.current.delete(key);
        toast({
          tone: 'warning',
          title: 'The sandbox could not fund your wallet',
          description: `${e instanceof Error ? e.message : String(e)}. The wallet is connected; reconnect to try again.`,
        });
      },
    );
  }, [address, isSandboxWallet, client, toast, queryClient]);
}

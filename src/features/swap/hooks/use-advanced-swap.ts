import { useConnection } from '@solana/wallet-adapter-react';
import type { Connection } from '@solana/web3.js';
import { useCallback, useRef, useState } from 'react';
import { getBuild } from '../../../api/swap/endpoints-v2';
import type { BuildParams } from '../../../api/swap/schemas-v2';
import { MIN_TIP_LAMPORTS } from '../../../api/tx/tip-accounts';
import { explainError } from '../../../api/explain-error';
import { useApiClient } from '../../../hooks/use-api-client';
import { useExecuteTransaction } from '../../../hooks/tx/use-execute-transaction';
import { useSetting } from '../../../stores/settings-store';
import { assembleBuild } from '../utils/assemble-build';
import { amountText, SOL_MINT, type SideToken } from '../utils/quote-view';
import type { SwapRunState } from './use-swap-execution';

export interface AdvancedSwapRequest {
  inputMint: string;
  outputMint: string;
  amount: bigint;
  taker: string;
  from: SideToken;
  to: SideToken;
  excludeDexes: readonly string[];
}

/**
 * What the chain moved for `owner`, from the landed transaction's balances: the Advanced path has no execute
 * response, so its receipt is read from the ledger (SOL as lamports, including the fee, when a side is SOL).
 */
export async function executedAmounts(
  connection: Pick<Connection, 'getTransaction'>,
  signature: string,
  owner: string,
  inputMint: string,
  outputMint: string,
): Promise<{ input: bigint; output: bigint } | null> {
  const tx = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' });
  const meta = tx?.meta;
  if (!tx || !meta) return null;
  const keys = tx.transaction.message.getAccountKeys({
    accountKeysFromLookups: meta.loadedAddresses,
  }).staticAccountKeys;
  const delta = (mint: string): bigint => {
    if (mint === SOL_MINT) {
      const i = keys.findIndex((k) => k.toBase58() === owner);
      return i < 0 ? 0n : BigInt(meta.postBalances[i] ?? 0) - BigInt(meta.preBalances[i] ?? 0);
    }
    const sum = (list: typeof meta.postTokenBalances) =>
      (list ?? [])
        .filter((b) => b.owner === owner && b.mint === mint)
        .reduce((n, b) => n + BigInt(b.uiTokenAmount.amount), 0n);
    return sum(meta.postTokenBalances) - sum(meta.preTokenBalances);
  };
  return { input: -delta(inputMint), output: delta(outputMint) };
}

/**
 * The Advanced path (swap v2 `build`): the app assembles the transaction itself and lands it through the user's RPC
 * or the transaction submission endpoint (with the tip it requires), tracked like every other transaction.
 */
export function useAdvancedSwap() {
  const client = useApiClient();
  const { connection } = useConnection();
  const { execute } = useExecuteTransaction();
  const submitVia = useSetting('submitVia');
  const slippage = useSetting('slippage');
  const [state, setState] = useState<SwapRunState>({ status: 'idle' });
  const running = useRef(false);

  const swap = useCallback(
    async (req: AdvancedSwapRequest) => {
      if (running.current) return;
      running.current = true;
      try {
        setState({ status: 'requoting' });
        const params: BuildParams = {
          inputMint: req.inputMint,
          outputMint: req.outputMint,
          amount: req.amount,
          taker: req.taker,
          slippageBps: slippage.mode === 'fixed' ? slippage.bps : 'rtse',
          ...(req.excludeDexes.length ? { excludeDexes: [...req.excludeDexes] } : {}),
          // The submission endpoint refuses a transaction without its tip (supplement §12).
          ...(submitVia === 'submission-endpoint' ? { tipAmount: MIN_TIP_LAMPORTS } : {}),
        };
        let built;
        try {
          built = assembleBuild(await getBuild(client, params), req.taker);
        } catch (e) {
          setState({ status: 'error', message: `${explainError(e).title}. Nothing was signed.` });
          return;
        }
        const outcome = await execute({
          kind: 'swap',
          summary: `Swap ${amountText(req.amount, req.from)} → ${req.to.symbol} (Advanced)`,
          transaction: built.transaction,
          land: submitVia === 'submission-endpoint' ? 'submit' : 'rpc',
          lastValidBlockHeight: built.lastValidBlockHeight,
          onStage: (stage) => setState({ status: stage }),
        });
        if (!outcome.ok || !outcome.signature) {
          setState({ status: 'error', message: outcome.ok ? 'No signature came back.' : outcome.error.message });
          return;
        }
        const moved = await executedAmounts(
          connection,
          outcome.signature,
          req.taker,
          req.inputMint,
          req.outputMint,
        ).catch(() => null);
        setState({
          status: 'done',
          receipt: {
            signature: outcome.signature,
            inputAmount: moved?.input ?? req.amount,
            outputAmount: moved?.output ?? 0n,
            from: req.from,
            to: req.to,
          },
        });
      } finally {
        running.current = false;
      }
    },
    [client, connection, execute, slippage, submitVia],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, swap, reset };
}

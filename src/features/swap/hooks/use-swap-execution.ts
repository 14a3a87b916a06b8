import { useConnection } from '../../../hooks/wallet/use-wallet';
import { useTxAction } from '../../../hooks/tx/use-tx-action';
import type { SwapReceipt } from '../components/swap-success';
import type { SwapRequest } from '../utils/swap-craft';

const loadSwapCraft = () => import('../utils/swap-craft');

/** Re-quote when old or expiring, stop when it differs in anything reviewed, then check, sign, execute. */
export function useSwapExecution() {
  const { connection } = useConnection();
  return useTxAction<SwapRequest, SwapReceipt>({
    kind: 'swap',
    craft: async (req) => (await loadSwapCraft()).craftSwap(req, () => connection.getBlockHeight()),
    finish: (outcome, crafted, { from, to, order }) => ({
      signature: outcome.signature ?? '',
      inputAmount: outcome.result?.totalInputAmount ?? order.inAmount,
      outputAmount: outcome.result?.totalOutputAmount ?? order.outAmount,
      from,
      to,
    }),
  });
}

import { useConnection } from '../../../hooks/wallet/use-wallet';
import { useApiClient } from '../../../hooks/use-api-client';
import { useTxAction } from '../../../hooks/tx/use-tx-action';
import { useSetting } from '../../../stores/settings-store';
import type { SwapReceipt } from '../components/swap-success';
import type { AdvancedSwapRequest } from '../utils/advanced-craft';

const loadCraft = () => import('../utils/advanced-craft');

/** Swap v2 `build` assembled by the app; the craft loads on the first Advanced swap, not with the page. */
export function useAdvancedSwap() {
  const client = useApiClient();
  const { connection } = useConnection();
  const submitVia = useSetting('submitVia');
  const slippage = useSetting('slippage');
  return useTxAction<AdvancedSwapRequest, SwapReceipt>({
    kind: 'swap',
    craft: async (req) => (await loadCraft()).craftAdvanced(req, { client, submitVia, slippage }),
    finish: async (outcome, _crafted, req) => (await loadCraft()).finishAdvanced(outcome, connection, req),
  });
}

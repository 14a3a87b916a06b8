import { KNOWN_TOKENS } from '../../../config/tokens';
import { TxActionError, useTxAction } from '../../../hooks/tx/use-tx-action';
import { craftSolTransfer } from '../../../hooks/use-send-sol';
import { useConnection, useWallet } from '../../../hooks/wallet/use-wallet';
import type { LabelOf } from '../../../lib/tx/statement';

export interface DirectSendVars {
  to: string;
  mint: string;
  amount: bigint;
  /** The wallet's SOL, for the rent rules of a SOL transfer. */
  lamports: bigint;
  labelOf: LabelOf;
}

/** A transfer straight to a wallet address, on the shared write path (useTxAction) and its firewall. */
export function useDirectSend() {
  const { connection } = useConnection();
  const { publicKey } = useWallet();
  return useTxAction<DirectSendVars, { signature: string | null }>({
    kind: 'send',
    craft: async ({ to, mint, amount, lamports, labelOf }) => {
      if (!publicKey) throw new TxActionError({ kind: 'refused', message: 'Connect a wallet first.' });
      if (mint === KNOWN_TOKENS.SOL.mint)
        return craftSolTransfer(connection, publicKey, { to, lamports: amount, balance: lamports });
      const { craftTokenTransfer } = await import('../utils/token-transfer');
      return craftTokenTransfer(connection, publicKey, { to, mint, amount, labelOf });
    },
    finish: (outcome) => ({ signature: outcome.signature }),
  });
}

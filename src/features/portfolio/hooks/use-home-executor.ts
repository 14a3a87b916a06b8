import { PublicKey, type Connection } from '@solana/web3.js';
import { useLayoutEffect, useRef, useState } from 'react';
import type { TxActionState } from '../../../hooks/tx/use-tx-action';
import { fetchWalletBalances } from '../../../hooks/use-wallet-balances';
import { useConnection } from '../../../hooks/wallet/use-wallet';
import { NATIVE_MINT } from '../../../lib/tx/simulate';
import { useBorrowWrite } from '../../earn-borrow/hooks/use-borrow-write';
import { useEarnWrite } from '../../earn-borrow/hooks/use-earn-write';
import { useClaimFee } from '../../launch-token/hooks/use-claim-fee';
import { useCancelOrder } from '../../limit-orders/hooks/use-cancel-order';
import { useCancelRecurring } from '../../limit-orders/recurring/use-recurring-actions';
import { withdrawalBegun, withdrawalEnded } from '../../limit-orders/utils/pending-withdrawals';
import { useClaim } from '../../predictions/hooks/use-prediction-writes';
import { depositMintMoved } from '../../predictions/utils/deposit';
import { USDC } from '../../predictions/utils/statements';
import { useClawback } from '../../send-invites/hooks/use-invite-actions';
import type { HomeRun, PortfolioItem } from '../utils/model';
import { useCloseEmptyAccounts } from './use-close-accounts';

/** The mint a position pays out in, from its latest transaction (as the predictions page's row reads it). */
async function payoutMintOf(connection: Connection, position: string, owner: string): Promise<string> {
  const [latest] = await connection.getSignaturesForAddress(new PublicKey(position), { limit: 1 }, 'confirmed');
  if (!latest) return USDC.mint;
  const tx = await connection.getTransaction(latest.signature, {
    maxSupportedTransactionVersion: 0,
    commitment: 'confirmed',
  });
  return depositMintMoved(tx?.meta ?? null, owner) ?? USDC.mint;
}

/** Every feature's own write hook, one instance each, run one item at a time through the one write path. */
export function useHomeExecutor() {
  const writes = {
    order: useCancelOrder(),
    recurring: useCancelRecurring(),
    clawback: useClawback(),
    earn: useEarnWrite(),
    borrow: useBorrowWrite(),
    prediction: useClaim(),
    fees: useClaimFee(),
    close: useCloseEmptyAccounts(),
  };
  const { connection } = useConnection();
  const [active, setActive] = useState<keyof typeof writes | null>(null);
  const latest = useRef({ writes, connection });
  useLayoutEffect(() => {
    latest.current = { writes, connection };
  });

  const execute = async (r: HomeRun): Promise<string> => {
    const w = latest.current.writes;
    switch (r.kind) {
      case 'order': {
        const { wallet, order } = r.vars;
        withdrawalBegun(wallet, order.id);
        await w.order.runAsync(r.vars);
        withdrawalEnded(wallet, order.id);
        return r.withdraw ? 'Withdrawn to your wallet.' : 'Cancelled: what was left is back in your wallet.';
      }
      case 'recurring':
        await w.recurring.runAsync(r.vars);
        return 'Cancelled: what was left is back in your wallet.';
      case 'clawback':
        await w.clawback.runAsync(r.vars);
        return 'Clawed back to your wallet.';
      case 'earn':
        await w.earn.runAsync(r.vars);
        return 'Redeemed to your wallet.';
      case 'borrow':
        await w.borrow.runAsync({ wallet: r.wallet, plan: [r.step], index: 0 });
        return 'Collateral withdrawn to your wallet.';
      case 'prediction': {
        const payoutMint = await payoutMintOf(latest.current.connection, r.vars.positionPubkey, r.owner);
        await w.prediction.runAsync({ ...r.vars, payoutMint });
        return 'Winnings claimed to your wallet.';
      }
      case 'fees':
        await w.fees.runAsync(r.vars);
        return 'Fees claimed to your wallet.';
      case 'unwrap': {
        // Read again: an unwrap planned after a withdrawal of SOL collateral has nothing to do if that failed.
        const now = await fetchWalletBalances(latest.current.connection, r.wallet);
        if (!now.tokens[NATIVE_MINT]) return 'No wrapped SOL left to unwrap.';
        await w.borrow.runAsync({ wallet: r.wallet, plan: [{ kind: 'unwrap' }], index: 0 });
        return 'Unwrapped: it is SOL again.';
      }
      case 'close-empty': {
        const { closed, left } = await w.close.runAsync({ wallet: r.wallet });
        const more = left > 0 ? ` ${String(left)} more left: run it again.` : '';
        return `Closed ${String(closed)} account${closed === 1 ? '' : 's'}: the rent is back in your wallet.${more}`;
      }
    }
  };

  const run = async (item: PortfolioItem): Promise<string> => {
    if (!item.action) throw new Error('Nothing to do for this item.');
    const { run: r } = item.action;
    setActive(r.kind === 'unwrap' ? 'borrow' : r.kind === 'close-empty' ? 'close' : r.kind);
    try {
      return await execute(r);
    } finally {
      setActive(null);
    }
  };

  const state: TxActionState<unknown> | null = active ? writes[active].state : null;
  return { run, state };
}

import { PublicKey } from '@solana/web3.js';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { operateInstructions } from '../../../api/lend/endpoints';
import { lendQueries } from '../../../api/lend/queries';
import type { ApiClient } from '../../../api/http';
import { getBuild } from '../../../api/swap/endpoints-v2';
import type { BuildParams } from '../../../api/swap/schemas-v2';
import { TxActionError, useTxAction, type CraftedTx } from '../../../hooks/tx/use-tx-action';
import { useApiClient } from '../../../hooks/use-api-client';
import { useConnection } from '../../../hooks/wallet/use-wallet';
import { amountLabel } from '../../../lib/tx/statement';
import type { Connection } from '@solana/web3.js';
import { stop } from './borrow-crafts';
import {
  collateralRepayStatement,
  composeCollateralRepay,
  debtAmountOf,
  planCollateralRepay,
  swapInstructions,
  swapTables,
  type CollateralRepayPlan,
} from '../utils/collateral-repay';

export interface CollateralRepayVars {
  wallet: string;
  vaultId: number;
  positionId: number;
  slippageBps: number;
  /** What the screen showed; the craft may only do as well or better. */
  shown: CollateralRepayPlan;
}

export const collateralBuildParams = (
  vault: { supplyToken: { address: string }; borrowToken: { address: string } },
  sell: bigint,
  taker: string,
  slippageBps: number,
): BuildParams => ({
  inputMint: vault.supplyToken.address,
  outputMint: vault.borrowToken.address,
  amount: sell,
  taker,
  slippageBps,
  // Collateral is paid out wrapped (the API does not unwrap), so the swap spends wrapped SOL as it is.
  wrapAndUnwrapSol: false,
});

interface Deps {
  client: ApiClient;
  queryClient: QueryClient;
  connection: Pick<Connection, 'getLatestBlockhash'>;
}

export async function craftCollateralRepay(deps: Deps, vars: CollateralRepayVars): Promise<CraftedTx> {
  const { client, queryClient, connection } = deps;
  const { wallet, shown } = vars;
  const vaults = await queryClient.query({ ...lendQueries.borrowVaults(client), staleTime: 0 });
  const vault = vaults.find((v) => v.id === vars.vaultId);
  if (!vault) throw stop('This vault is no longer open. Nothing was signed.', 'Reload the page and choose a vault.');
  const list = await queryClient.query({ ...lendQueries.borrowPositions(client, [wallet]), staleTime: 0 });
  const position = list.find((p) => p.id === vars.positionId);
  if (!position) throw stop('This position is no longer yours. Nothing was signed.', 'Reload the page.');
  const build = await getBuild(client, collateralBuildParams(vault, shown.sell, wallet, vars.slippageBps));
  const plan = planCollateralRepay(vault, position, build, vars.slippageBps);
  const labelOf = (mint: string) => [vault.supplyToken, vault.borrowToken].find((t) => t.address === mint);
  const debtText = (raw: bigint) => amountLabel(raw, vault.borrowToken.address, labelOf);
  if (plan.minOut < shown.minOut || plan.repay < shown.repay) {
    throw new TxActionError({
      kind: 'changed',
      message: `The swap now guarantees only ${debtText(plan.minOut)}, below the ${debtText(shown.minOut)} shown. Review the new quote; nothing was signed.`,
    });
  }
  const operate = await operateInstructions(client, {
    vaultId: vault.id,
    positionId: position.id,
    signer: wallet,
    colAmount: -shown.sell,
    debtAmount: debtAmountOf(shown),
  });
  const blockhash = await connection.getLatestBlockhash('confirmed');
  const composed = composeCollateralRepay({
    owner: new PublicKey(wallet),
    debtMint: vault.borrowToken.address,
    operate,
    swap: swapInstructions(build),
    tables: swapTables(build),
    blockhash: blockhash.blockhash,
  });
  if (!composed.ok)
    throw stop(
      `Repay with collateral is not possible here: ${composed.reason}. Nothing was signed.`,
      'Sell the collateral on Swap, then repay.',
    );
  const sold = amountLabel(shown.sell, vault.supplyToken.address, labelOf);
  return {
    transaction: composed.transaction,
    statement: collateralRepayStatement(wallet, vault, shown),
    labelOf,
    land: 'rpc',
    lastValidBlockHeight: blockhash.lastValidBlockHeight,
    summary: `Repay ${shown.all ? 'all' : `at least ${debtText(shown.repay)}`} with ${sold} of collateral (${vault.supplyToken.symbol} → ${vault.borrowToken.symbol} #${String(position.id)})`,
  };
}

/** One transaction through the one write path: withdraw, swap, repay. */
export function useCollateralRepay() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { connection } = useConnection();
  return useTxAction<CollateralRepayVars, CollateralRepayPlan>({
    kind: 'lend',
    invalidates: [lendQueries.all(client)],
    craft: (vars) => craftCollateralRepay({ client, queryClient, connection }, vars),
    finish: (_outcome, _crafted, vars) => vars.shown,
  });
}

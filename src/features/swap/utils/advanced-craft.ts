import type { Connection } from '@solana/web3.js';
import { getBuild } from '../../../api/swap/endpoints-v2';
import type { BuildParams, BuildResponse, OrderResponse } from '../../../api/swap/schemas-v2';
import { MIN_TIP_LAMPORTS, TIP_ACCOUNTS } from '../../../api/tx/tip-accounts';
import type { ApiClient } from '../../../api/http';
import { TxActionError, type CraftedTx, type TxActionOptions } from '../../../hooks/tx/use-tx-action';
import type { Settings } from '../../../stores/settings-schema';
import type { SwapReceipt } from '../components/swap-success';
import { amountText, IMPACT_RANK, impactOf, impactTier, SOL_MINT } from './quote-view';
import { IMPACT_CEILING_SENTENCE } from './swap-action';
import { buildFeesMax, labelsOf, swapStatement } from './swap-statement';
import { orderMismatch, type ScreenSwap } from './order-mismatch';

export interface AdvancedSwapRequest extends ScreenSwap {
  excludeDexes: readonly string[];
  shown: OrderResponse;
  impactConfirmed: boolean;
}

/** The Advanced path has no execute response: its receipt is read from the ledger. */
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

/** The build must be the trade on screen with no worse minimum or impact tier (issue 11 §3.5, issue 24 §3). */
export function buildProblem(build: BuildResponse, req: AdvancedSwapRequest): string | null {
  if (req.receiver && req.receiver !== req.taker) {
    return 'Advanced swap sends the output to your own wallet only; clear the receiver or turn Advanced off. Nothing was signed.';
  }
  const mismatch = orderMismatch(build, req);
  if (mismatch) return `${mismatch.replace('The quote', 'The built swap')} Nothing was signed.`;
  if (build.otherAmountThreshold < req.shown.otherAmountThreshold) {
    return `The built swap guarantees only ${amountText(build.otherAmountThreshold, req.to)}, below the ${amountText(req.shown.otherAmountThreshold, req.to)} minimum you saw. Review the quote; nothing was signed.`;
  }
  const tier = impactTier(impactOf(build));
  if (tier === 'refuse') return IMPACT_CEILING_SENTENCE;
  const confirmed = IMPACT_RANK[tier] <= IMPACT_RANK[impactTier(impactOf(req.shown))];
  if ((tier === 'confirm' || tier === 'typed') && !(confirmed && req.impactConfirmed)) {
    return 'The built swap has a higher or unknown price impact that you have not confirmed. Review the quote; nothing was signed.';
  }
  return null;
}

export interface AdvancedContext {
  client: ApiClient;
  submitVia: Settings['submitVia'];
  slippage: Settings['slippage'];
}

/** Swap v2 `build` assembled by the app and landed via the user's RPC or the submission endpoint. */
export async function craftAdvanced(
  req: AdvancedSwapRequest,
  { client, submitVia, slippage }: AdvancedContext,
): Promise<CraftedTx> {
  const viaSubmission = submitVia === 'submission-endpoint';
  const params: BuildParams = {
    inputMint: req.from.mint,
    outputMint: req.to.mint,
    amount: req.amount,
    taker: req.taker,
    slippageBps: slippage.mode === 'fixed' ? slippage.bps : 'rtse',
    ...(req.excludeDexes.length ? { excludeDexes: [...req.excludeDexes] } : {}),
    // The submission endpoint refuses a transaction without its tip (supplement §12).
    ...(viaSubmission ? { tipAmount: MIN_TIP_LAMPORTS } : {}),
  };
  const build = await getBuild(client, params);
  const problem = buildProblem(build, req);
  if (problem) throw new TxActionError({ kind: 'changed', message: problem });
  let built;
  try {
    // Loaded here, with web3.js, not with the page (docs/architecture.md "What loads when").
    const { assembleBuild } = await import('./assemble-build');
    built = assembleBuild(build, req.taker);
  } catch (e) {
    throw new TxActionError({
      kind: 'unreadable',
      message: `The built swap could not be assembled (${e instanceof Error ? e.message : String(e)}); nothing was signed.`,
    });
  }
  return {
    transaction: built.transaction,
    labelOf: labelsOf(req.from, req.to),
    statement: swapStatement(req, {
      minReceived: req.shown.otherAmountThreshold,
      feesMax: buildFeesMax(build),
      ...(viaSubmission ? { tip: { max: MIN_TIP_LAMPORTS, to: TIP_ACCOUNTS } } : {}),
    }),
    land: viaSubmission ? 'submit' : 'rpc',
    lastValidBlockHeight: built.lastValidBlockHeight,
    summary: `Swap ${amountText(req.amount, req.from)} → ${req.to.symbol} (Advanced)`,
  };
}

type Outcome = Parameters<TxActionOptions<AdvancedSwapRequest, SwapReceipt>['finish']>[0];

export async function finishAdvanced(
  outcome: Outcome,
  connection: Pick<Connection, 'getTransaction'>,
  req: AdvancedSwapRequest,
): Promise<SwapReceipt> {
  const signature = outcome.signature ?? '';
  const moved = await executedAmounts(connection, signature, req.taker, req.from.mint, req.to.mint).catch(() => null);
  return {
    signature,
    inputAmount: moved?.input ?? req.amount,
    outputAmount: moved?.output ?? 0n,
    from: req.from,
    to: req.to,
  };
}

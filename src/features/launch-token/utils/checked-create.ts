import { STUDIO_QUOTE_MINTS, type CreatePoolTxResponse } from '../../../api/studio/schemas';
import { TxActionError } from '../../../hooks/tx/use-tx-action';
import type { AnyTransaction } from '../../../lib/tx-kind';
import { STUDIO_TOKEN_DECIMALS } from '../../../utils/studio-curve';
import { vestingParam, type LaunchFields } from './launch-params';
import type { DevBuyPlan } from './simulate-launch';

const refused = (message: string) => new TxActionError({ kind: 'refused', message });

/** Compared with the form before any upload or the generic firewall (issue 24): a mismatch stops the launch. */
export async function checkedCreateTx(
  answer: CreatePoolTxResponse,
  fields: LaunchFields,
  wallet: string,
  buy: DevBuyPlan | null = null,
): Promise<AnyTransaction> {
  // web3.js comes with the first transaction, not with the page (architecture.md "What loads when").
  const [{ decodeTransaction }, { createTxProblem, metadataUrisOf }, { withDevBuy }] = await Promise.all([
    import('../../../lib/transaction-codec'),
    import('./create-tx-check'),
    import('./dev-buy-tx'),
  ]);
  let tx: AnyTransaction;
  try {
    tx = decodeTransaction(answer.transaction).tx;
  } catch (e) {
    const why = e instanceof Error ? ` ${e.message}` : '';
    throw new TxActionError({
      kind: 'unreadable',
      message: `The service sent a create transaction this app cannot read, so nothing was signed.${why}`,
    });
  }
  const quoteMint = STUDIO_QUOTE_MINTS[fields.quote];
  const agreed = {
    wallet,
    mint: answer.mint,
    name: fields.name.trim(),
    symbol: fields.symbol.trim(),
    quoteMint,
    locked: BigInt(vestingParam(fields).totalLockedVestingAmount) * 10n ** BigInt(STUDIO_TOKEN_DECIMALS),
    metadataUris: metadataUrisOf(answer),
  };
  // The service's transaction must be the form's launch and buy nothing; the dev buy is the page's own, checked too.
  const problem = createTxProblem(tx, { ...agreed, devBuy: null });
  if (problem) throw refused(problem);
  if (!buy) return tx;
  let bought: AnyTransaction;
  try {
    bought = withDevBuy(tx, { ...agreed, quoteIn: buy.quoteIn, expectedOut: buy.tokens, minOut: buy.minOut });
  } catch (e) {
    const why = e instanceof Error ? ` (${e.message})` : '';
    throw new TxActionError({ kind: 'unreadable', message: `Your dev buy could not be added to the launch${why}.` });
  }
  const buyProblem = createTxProblem(bought, { ...agreed, devBuy: buy });
  if (buyProblem) throw refused(buyProblem);
  return bought;
}

import { STUDIO_QUOTE_MINTS, type CreatePoolTxResponse } from '../../../api/studio/schemas';
import { TxActionError } from '../../../hooks/tx/use-tx-action';
import type { AnyTransaction } from '../../../lib/tx-kind';
import { STUDIO_TOKEN_DECIMALS } from '../../../utils/studio-curve';
import { vestingParam, type LaunchFields } from './launch-params';

/** Compared with the form before any upload or the generic firewall (issue 24): a mismatch stops the launch. */
export async function checkedCreateTx(
  answer: CreatePoolTxResponse,
  fields: LaunchFields,
  wallet: string,
): Promise<AnyTransaction> {
  // web3.js comes with the first transaction, not with the page (architecture.md "What loads when").
  const [{ decodeTransaction }, { createTxProblem, metadataUrisOf }] = await Promise.all([
    import('../../../lib/transaction-codec'),
    import('./create-tx-check'),
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
  const problem = createTxProblem(tx, {
    wallet,
    mint: answer.mint,
    name: fields.name.trim(),
    symbol: fields.symbol.trim(),
    quoteMint: STUDIO_QUOTE_MINTS[fields.quote],
    locked: BigInt(vestingParam(fields).totalLockedVestingAmount) * 10n ** BigInt(STUDIO_TOKEN_DECIMALS),
    metadataUris: metadataUrisOf(answer),
  });
  if (problem) throw new TxActionError({ kind: 'refused', message: problem });
  return tx;
}

import { STUDIO_QUOTE_MINTS, type CreatePoolTxResponse } from '../../../api/studio/schemas';
import { TxActionError } from '../../../hooks/tx/use-tx-action';
import type { AnyTransaction } from '../../../lib/tx-kind';
import type { CreateTxReading } from './create-tx-read';
import { STUDIO_TOKEN_DECIMALS } from '../../../utils/studio-curve';
import { vestingParam, type LaunchFields } from './launch-params';
import type { DevBuyPlan } from './simulate-launch';

const refused = (message: string) => new TxActionError({ kind: 'refused', message });

export interface CreateCheckContext {
  wallet: string;
  /** The user's RPC: a DBC create's pool config is read there, never from the service. */
  endpoint: string;
  buy?: DevBuyPlan | null;
  onChecking?: (checking: boolean) => void;
}

/** Vesting, LP lock and curve terms live in the config a DBC create names, not in the transaction. */
async function checkPoolConfig(create: CreateTxReading['dbc'][number], fields: LaunchFields, ctx: CreateCheckContext) {
  const key = create.config;
  const [{ readConfigAccount }, { configAgreedOf, poolConfigProblem }] = await Promise.all([
    import('./config-vesting'),
    import('./pool-config-check'),
  ]);
  let agreed: ReturnType<typeof configAgreedOf>;
  try {
    agreed = configAgreedOf(fields, create.baseProgram);
  } catch (e) {
    throw refused(`The form's market caps make no curve to check the pool config against (${String(e)}).`);
  }
  ctx.onChecking?.(true);
  let account: Awaited<ReturnType<typeof readConfigAccount>>;
  try {
    account = await readConfigAccount(ctx.endpoint, key);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    const message = `Could not read the launch's pool config from the RPC at ${ctx.endpoint}: ${why} Nothing was signed.`;
    throw new TxActionError({ kind: 'rpc', message });
  } finally {
    ctx.onChecking?.(false);
  }
  const problem = poolConfigProblem(account, key, agreed);
  if (problem) throw refused(problem);
}

/** Compared with the form before any upload or the generic firewall (issue 24): a mismatch stops the launch. */
export async function checkedCreateTx(
  answer: CreatePoolTxResponse,
  fields: LaunchFields,
  ctx: CreateCheckContext,
): Promise<AnyTransaction> {
  const { wallet, buy = null } = ctx;
  // web3.js comes with the first transaction, not with the page (architecture.md "What loads when").
  const [{ decodeTransaction }, { createTxProblem, metadataUrisOf }, { readCreateTx }, { withDevBuy }] =
    await Promise.all([
      import('../../../lib/transaction-codec'),
      import('./create-tx-check'),
      import('./create-tx-read'),
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
  const [dbc] = readCreateTx(tx).dbc;
  if (dbc) await checkPoolConfig(dbc, fields, ctx);
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

import { checkBeforeSigning } from '../sign-check';
import type { AnyTransaction } from '../transaction-codec';
import { decimalsProblem, mintDecimalsOnChain } from '../mint-decimals';
import { findForbiddenInstruction } from './guard';
import { simulateChanges, type SimConnection } from './simulate';
import { compareWithStatement, describeChanges, type LabelOf, type TxStatement } from './statement';
import { describeErr, errorMessage } from './tx-error';

export type PreSignResult =
  /** Within the statement; `changes` is what the user is shown where they approve. */
  | { ok: true; changes: string }
  | { ok: false; kind: 'refused'; message: string }
  /** The simulation could not run: the user must confirm a second time, knowing that. */
  | { ok: false; kind: 'unverified'; message: string };

/**
 * The check before the wallet is asked (issue 11 §2): signers and fee payer, instructions no action needs, then the
 * RPC's simulation compared with what the user agreed to.
 */
export async function checkBeforeWallet(
  connection: SimConnection,
  tx: AnyTransaction,
  statement: TxStatement,
  labelOf: LabelOf,
): Promise<PreSignResult> {
  const { wallet } = statement;
  const basic = checkBeforeSigning(tx, { wallet, expectedFeePayer: statement.feePayer ?? null });
  if (!basic.ok) return { ok: false, kind: 'refused', message: basic.message };
  const forbidden = findForbiddenInstruction(tx, wallet, {
    allowNonce: statement.allowNonce ?? false,
    feePayer: statement.feePayer ?? null,
  });
  if (forbidden) return { ok: false, kind: 'refused', message: forbidden.message };

  const mints = [...new Set([...statement.send, ...statement.receive].map((x) => x.mint))];
  const tokens = mints.flatMap((mint) => {
    const label = labelOf(mint);
    return label ? [{ mint, ...label }] : [];
  });
  let simulation;
  try {
    // The decimals the page showed amounts with must be the mints' own (issue 11 §3.10).
    const wrongDecimals = decimalsProblem(
      tokens,
      await mintDecimalsOnChain(
        connection,
        tokens.map((t) => t.mint),
      ),
    );
    if (wrongDecimals) return { ok: false, kind: 'refused', message: wrongDecimals };
    simulation = await simulateChanges(connection, tx, wallet);
  } catch (e) {
    return {
      ok: false,
      kind: 'unverified',
      message: `The transaction could not be simulated (${errorMessage(e)}), so the app cannot confirm what it would change.`,
    };
  }
  if (simulation.err) {
    return {
      ok: false,
      kind: 'refused',
      message: `The network's simulation says it would fail (${describeErr(simulation.err)}): not signed.`,
    };
  }
  const outside = compareWithStatement(simulation, statement, labelOf);
  if (outside) return { ok: false, kind: 'refused', message: outside };
  return { ok: true, changes: describeChanges(simulation, statement, labelOf) };
}

import { PublicKey } from '@solana/web3.js';
import { checkBeforeSigning } from '../sign-check';
import { getFeePayer, type AnyTransaction } from '../transaction-codec';
import { decimalsOfMint, decimalsProblem, mintDecimalsOnChain } from '../mint-decimals';
import { refuseInstruction, refuseMessage } from './authority';
import { bindDcaOpen } from './dca-open';
import { createdAccounts, createdRent, refuseStateChange, refuseStrangerCredit } from './effects';
import { PRIORITY_FEE_MAX, runtimeFees } from './fee-bound';
import { TOKEN_2022_PROGRAM } from './instructions';
import { resolvePolicy } from './programs';
import { NATIVE_MINT, simulateChanges, UncheckableError, type SimConnection, type Simulation } from './simulate';
import { beyondOutside, describeOutside } from './outside-bounds';
import { amountLabel, compareWithStatement, describeChanges, type LabelOf, type TxStatement } from './statement';
import { dangerousMintExtension, tokenAccountOf } from './token-layout';
import { describeErr } from './tx-error';

export type PreSignResult =
  /** Within the statement; `changes` is what the user is shown where they approve. */
  | { ok: true; changes: string }
  | { ok: false; kind: 'refused'; message: string }
  /** The user's RPC failed in transport: only an explicit setting lets the user sign anyway. */
  | { ok: false; kind: 'unverified'; message: string };

const refused = (message: string): PreSignResult => ({ ok: false, kind: 'refused', message });

async function refuseReceivedMints(connection: SimConnection, sim: Simulation, wallet: string) {
  const mints = new Set<string>();
  for (const { pre, post } of sim.accounts) {
    const after = tokenAccountOf(post);
    if (
      after?.owner === wallet &&
      post?.owner === TOKEN_2022_PROGRAM &&
      after.amount > (tokenAccountOf(pre)?.amount ?? 0n)
    ) {
      mints.add(after.mint);
    }
  }
  if (mints.size === 0) return null;
  const keys = [...mints].map((m) => new PublicKey(m));
  const { value } = await connection.getMultipleAccountsInfoAndContext(keys, { commitment: 'confirmed' });
  for (const info of value) {
    const why = dangerousMintExtension(info ? { owner: info.owner.toBase58(), data: info.data } : null);
    if (why) return `The token it would give you cannot really be yours: ${why}. Not signed.`;
  }
  return null;
}

/** The firewall before the wallet (issue 11 §2, issue 24): signers, fee payer, instructions, post-state, balances. */
export async function checkBeforeWallet(
  connection: SimConnection,
  tx: AnyTransaction,
  stated: TxStatement,
  labelOf: LabelOf,
): Promise<PreSignResult> {
  const { wallet } = stated;
  const dca = stated.policy?.dcaOpen;
  const opened = dca ? bindDcaOpen(tx, wallet, dca) : null;
  if (opened && !opened.ok) return refused(opened.message);
  // The order's account is derived from the transaction's own uid: all of the deposit must arrive there.
  const statement: TxStatement =
    dca && opened?.ok
      ? { ...stated, receive: [...stated.receive, { mint: dca.inputMint, min: dca.inAmount, to: opened.dca }] }
      : stated;
  const basic = checkBeforeSigning(tx, { wallet, expectedFeePayer: statement.feePayer ?? null });
  if (!basic.ok) return refused(basic.message);
  const policy = resolvePolicy(statement.policy);
  const ctx = { wallet, policy, allowNonce: statement.allowNonce ?? false };
  const staticRefusal = refuseMessage(tx, ctx);
  if (staticRefusal) return refused(staticRefusal);
  const fees = runtimeFees(tx);
  const priorityMax = statement.priorityFeeMax ?? PRIORITY_FEE_MAX;
  if (fees.priority > priorityMax) {
    return refused(
      `It sets a priority fee of up to ${amountLabel(fees.priority, NATIVE_MINT, labelOf)}, above the ${amountLabel(priorityMax, NATIVE_MINT, labelOf)} this app allows: not signed.`,
    );
  }

  const mints = [...new Set([...statement.send, ...statement.receive].map((x) => x.mint))];
  const tokens = mints.flatMap((mint) => {
    const label = labelOf(mint);
    return label ? [{ mint, ...label }] : [];
  });
  let sim: Simulation;
  let badMint: string | null;
  try {
    // The decimals the page showed amounts with must be the mints' own (issue 11 §3.10).
    const onChain = await mintDecimalsOnChain(
      connection,
      tokens.map((t) => t.mint),
    );
    const early = onChain.includes(null) ? null : decimalsProblem(tokens, onChain);
    if (early) return refused(early);
    sim = await simulateChanges(connection, tx, wallet);
    // A mint the transaction itself creates (a launch's, for its dev buy) is read as the simulation leaves it.
    const created = (mint: string) => decimalsOfMint(sim.accounts.find((a) => a.address === mint)?.post ?? null);
    const wrongDecimals = decimalsProblem(
      tokens,
      onChain.map((d, i) => d ?? created(tokens[i]?.mint ?? '')),
    );
    if (wrongDecimals) return refused(wrongDecimals);
    badMint = sim.err ? null : await refuseReceivedMints(connection, sim, wallet);
  } catch (e) {
    const transport = !(e instanceof UncheckableError) || e.transport;
    const message = `The transaction could not be simulated (${e instanceof Error ? e.message : String(e)}), so the app cannot confirm what it would change.`;
    return transport ? { ok: false, kind: 'unverified', message } : refused(`${message} Not signed.`);
  }
  if (sim.err) return refused(`The network's simulation says it would fail (${describeErr(sim.err)}): not signed.`);
  const innerCtx = { ...ctx, created: createdAccounts(sim) };
  for (const ix of sim.inner) {
    const why = refuseInstruction(ix, innerCtx);
    if (why) return refused(why);
  }
  const outside = refuseStateChange(sim, wallet) ?? refuseStrangerCredit(sim, statement, policy, labelOf) ?? badMint;
  if (outside) return refused(outside);
  const fee = getFeePayer(tx) === wallet ? fees.signatures + fees.priority : 0n;
  const bound = fee + createdRent(sim, statement, policy);
  const costs = bound < statement.feesMax ? bound : statement.feesMax;
  const beyond = compareWithStatement(sim, statement, labelOf, costs) ?? beyondOutside(sim, statement, labelOf);
  if (beyond) return refused(beyond);
  return {
    ok: true,
    changes: describeChanges(sim, statement, labelOf, costs) + describeOutside(sim, statement, labelOf),
  };
}

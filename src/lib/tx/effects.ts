import { shortAddress } from '../../utils/format';
import { SYSTEM_PROGRAM } from './instructions';
import type { ActionPolicy } from './programs';
import { NATIVE_MINT, type SimAccount, type Simulation } from './simulate';
import { amountLabel, type LabelOf, type TxStatement } from './statement';
import { isMintAccount, tokenAccountOf } from './token-layout';

const isNew = (a: SimAccount) => (!a.pre || a.pre.lamports === 0n) && !!a.post && a.post.lamports > 0n;

export const createdAccounts = (sim: Simulation) => new Set(sim.accounts.filter(isNew).map((a) => a.address));

function expectedOwners(sim: Simulation, statement: TxStatement, policy: ActionPolicy): Set<string> {
  const sent = new Set(statement.send.map((s) => s.mint));
  const created = sim.accounts.filter(isNew);
  const newMints = new Set(created.filter((a) => isMintAccount(a.post)).map((a) => a.address));
  const pool =
    policy.createsMints === 'pool'
      ? created.flatMap((a) => {
          const token = tokenAccountOf(a.post);
          return token && newMints.has(token.mint) ? [token.owner] : [];
        })
      : [];
  return new Set([
    statement.wallet,
    ...statement.receive.map((r) => r.to),
    ...sim.changes.filter((c) => c.delta > 0n && sent.has(c.mint)).map((c) => c.owner),
    ...pool,
  ]);
}

/**
 * Rent the wallet may pay (issue 24): only for accounts created for it, receivers, the action's programs or a launch
 * mint.
 */
/** Rent only for accounts created for the wallet, a receiver of what it sends or is named, the action's programs. */
export function createdRent(sim: Simulation, statement: TxStatement, policy: ActionPolicy): bigint {
  const owners = expectedOwners(sim, statement, policy);
  let rent = 0n;
  for (const a of sim.accounts.filter(isNew)) {
    const post = a.post;
    if (!post) continue;
    const token = tokenAccountOf(post);
    const ours =
      (token && owners.has(token.owner)) ||
      (policy.createsMints && isMintAccount(post)) ||
      (!token && post.owner !== SYSTEM_PROGRAM && policy.programs.has(post.owner) && !isMintAccount(post));
    if (ours) rent += post.lamports;
  }
  return rent;
}

/** The wallet stays a System account; its token accounts keep owner, delegate, close authority and state. */
export function refuseStateChange(sim: Simulation, wallet: string): string | null {
  for (const { address, pre, post } of sim.accounts) {
    if (address === wallet) {
      if (post && (post.owner !== SYSTEM_PROGRAM || post.data.length > 0)) {
        return 'It would hand your wallet account to another program: not signed.';
      }
      continue;
    }
    const before = tokenAccountOf(pre);
    const after = tokenAccountOf(post);
    if (before?.owner !== wallet && after?.owner !== wallet) continue;
    if (!post || !after) continue;
    const where = shortAddress(address);
    if (before && after.owner !== wallet)
      return `It would hand your token account ${where} to another owner: not signed.`;
    if (after.delegate && (after.delegate !== before?.delegate || after.delegatedAmount > before.delegatedAmount)) {
      return `It would let ${shortAddress(after.delegate)} spend the tokens in your account ${where} (a token approval): not signed.`;
    }
    if (after.closeAuthority && after.closeAuthority !== wallet && after.closeAuthority !== before?.closeAuthority) {
      return `It would let ${shortAddress(after.closeAuthority)} close your token account ${where}: not signed.`;
    }
    if (after.state === 2 && before?.state !== 2) return `It would freeze your token account ${where}: not signed.`;
  }
  return null;
}

/** Value the service may not route to third parties (issue 24). */
/** SOL to unnamed accounts beyond what the wallet sends, and (outside swap routes) tokens to strangers (issue 24). */
export function refuseStrangerCredit(
  sim: Simulation,
  statement: TxStatement,
  policy: ActionPolicy,
  labelOf: LabelOf,
): string | null {
  const { wallet } = statement;
  const named = (owner: string, mint: string) => statement.receive.some((r) => r.to === owner && r.mint === mint);
  const solOk = new Set(policy.solRecipients ?? []);
  let unnamed = -statement.send.filter((s) => s.mint === NATIVE_MINT).reduce((a, s) => a + s.max, 0n);
  for (const { address, pre, post } of sim.accounts) {
    if (address === wallet || !post || post.owner !== SYSTEM_PROGRAM) continue;
    const gain = post.lamports - (pre?.lamports ?? 0n);
    if (gain <= 0n || named(address, NATIVE_MINT) || solOk.has(address)) continue;
    unnamed += gain;
    if (unnamed > 0n) {
      return `It would also pay ${amountLabel(gain, NATIVE_MINT, labelOf)} to ${shortAddress(address)}: not signed.`;
    }
  }
  if (policy.anyRoute) return null;
  const sent = new Set(statement.send.map((s) => s.mint));
  const newMints = new Set(
    policy.createsMints === 'pool'
      ? sim.accounts.filter((a) => isNew(a) && isMintAccount(a.post)).map((a) => a.address)
      : [],
  );
  for (const c of sim.changes) {
    const allowed = sent.has(c.mint) || newMints.has(c.mint) || named(c.owner, c.mint) || solOk.has(c.owner);
    if (c.owner === wallet || c.delta <= 0n || allowed) continue;
    return `It would also give ${amountLabel(c.delta, c.mint, labelOf)} to ${shortAddress(c.owner)}: not signed.`;
  }
  return null;
}

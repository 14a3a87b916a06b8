import { formatTokenAmount, shortAddress } from '../../utils/format';
import { KNOWN_TOKENS } from '../../config/tokens';
import type { PolicySpec } from './programs';
import type { BalanceChange, Simulation } from './simulate';

const NATIVE_MINT = KNOWN_TOKENS.SOL.mint;

/** Rent of a classic token account (165 bytes), for statements that allow one to be created. */
export const TOKEN_ACCOUNT_RENT = 2_039_280n;

/** What the user agreed to on screen (issue 11 §2); anything beyond it is refused. */
export interface TxStatement {
  wallet: string;
  /** Another fee payer the service named (gasless); null: only the wallet may pay. */
  feePayer?: string | null | undefined;
  send: readonly { mint: string; max: bigint }[];
  /** `max`: more than this arriving means the action is bigger than shown (a larger loan or withdrawal). */
  receive: readonly { mint: string; min: bigint; to: string; max?: bigint }[];
  feesMax: bigint;
  /** Accounts of another owner the screen bounds (a position's vault): `owner`'s `mint` changes by at least `min`. */
  outside?: readonly { owner: string; mint: string; min: bigint; name: string }[];
  allowNonce?: boolean;
  priorityFeeMax?: bigint;
  policy?: PolicySpec;
}

export interface TokenLabel {
  symbol: string;
  decimals: number;
}
export type LabelOf = (mint: string) => TokenLabel | undefined;

export function amountLabel(raw: bigint, mint: string, labelOf: LabelOf): string {
  const label = mint === NATIVE_MINT ? { symbol: 'SOL', decimals: 9 } : labelOf(mint);
  if (!label) return `${raw.toString()} units of ${shortAddress(mint)}`;
  return `${formatTokenAmount(raw, label.decimals, { maxSignificant: 9 })} ${label.symbol}`;
}

const outFirst = (changes: BalanceChange[]) =>
  [...changes].sort((a, b) => (a.delta < 0n ? 0 : 1) - (b.delta < 0n ? 0 : 1));

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

export function deltaOf(changes: readonly BalanceChange[], owner: string, mint: string): bigint {
  return sum(changes.filter((c) => c.owner === owner && c.mint === mint).map((c) => c.delta));
}

function destination(changes: readonly BalanceChange[], wallet: string, mint: string, amount: bigint): string | null {
  const gainers = changes.filter((c) => c.mint === mint && c.owner !== wallet && c.delta > 0n);
  const distance = (c: BalanceChange) => (c.delta > amount ? c.delta - amount : amount - c.delta);
  gainers.sort((a, b) => (distance(a) < distance(b) ? -1 : distance(a) > distance(b) ? 1 : 0));
  return gainers[0]?.owner ?? null;
}

/** `costs` is at most the statement's `feesMax`. */
export function compareWithStatement(
  sim: Simulation,
  statement: TxStatement,
  labelOf: LabelOf,
  costs: bigint = statement.feesMax,
): string | null {
  const { wallet, changes } = { wallet: statement.wallet, changes: sim.changes };
  const mints = new Set([
    ...changes.filter((c) => c.owner === wallet).map((c) => c.mint),
    ...statement.receive.filter((r) => r.to === wallet).map((r) => r.mint),
  ]);
  for (const mint of mints) {
    const sendMax = sum(statement.send.filter((s) => s.mint === mint).map((s) => s.max));
    const outAllowance = sendMax + (mint === NATIVE_MINT ? costs : 0n);
    const receiveMin = sum(statement.receive.filter((r) => r.mint === mint && r.to === wallet).map((r) => r.min));
    const delta = deltaOf(changes, wallet, mint);
    const capped = statement.receive.filter((r) => r.mint === mint && r.to === wallet);
    if (capped.length > 0 && capped.every((r) => r.max !== undefined)) {
      const receiveMax = sum(capped.map((r) => r.max ?? 0n));
      if (delta > receiveMax) {
        return `You would receive ${amountLabel(delta, mint, labelOf)}, more than the ${amountLabel(receiveMax, mint, labelOf)} shown: not signed.`;
      }
    }
    if (delta >= receiveMin - outAllowance) continue;
    if (receiveMin > 0n && delta >= -outAllowance) {
      return `You would receive only ${amountLabel(delta + outAllowance, mint, labelOf)}, below the ${amountLabel(receiveMin, mint, labelOf)} minimum you agreed to: not signed.`;
    }
    const extra = -outAllowance - delta;
    const to = destination(changes, wallet, mint, extra);
    return `It would also send ${amountLabel(extra, mint, labelOf)} to ${to ? shortAddress(to) : 'another account'}: not signed.`;
  }
  for (const { mint, min, to } of statement.receive.filter((r) => r.to !== wallet)) {
    const got = deltaOf(changes, to, mint);
    if (got < min) {
      return `${shortAddress(to)} would receive only ${amountLabel(got, mint, labelOf)}, below the ${amountLabel(min, mint, labelOf)} minimum you agreed to: not signed.`;
    }
  }
  return null;
}

export function describeChanges(
  sim: Simulation,
  statement: TxStatement,
  labelOf: LabelOf,
  costs: bigint = statement.feesMax,
): string {
  const mine = outFirst(sim.changes.filter((c) => c.owner === statement.wallet));
  const parts: string[] = [];
  const solSent = statement.send.some((s) => s.mint === NATIVE_MINT);
  for (const c of mine) {
    if (c.mint === NATIVE_MINT && !solSent && c.delta < 0n && -c.delta <= costs) continue;
    parts.push(
      c.delta < 0n
        ? `you send ${amountLabel(-c.delta, c.mint, labelOf)}`
        : `you receive ${amountLabel(c.delta, c.mint, labelOf)}`,
    );
  }
  for (const r of statement.receive.filter((x) => x.to !== statement.wallet)) {
    parts.push(`${shortAddress(r.to)} receives ${amountLabel(deltaOf(sim.changes, r.to, r.mint), r.mint, labelOf)}`);
  }
  for (const to of statement.policy?.solRecipients ?? []) {
    const tip = deltaOf(sim.changes, to, NATIVE_MINT);
    if (tip > 0n) parts.push(`${shortAddress(to)} receives ${amountLabel(tip, NATIVE_MINT, labelOf)}`);
  }
  if (costs > 0n) parts.push(`fees and rent up to ${amountLabel(costs, NATIVE_MINT, labelOf)}`);
  if (parts.length === 0) return 'No change to your balances';
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function describeWalletChanges(sim: Simulation, wallet: string, labelOf: LabelOf): string {
  const parts = outFirst(sim.changes.filter((c) => c.owner === wallet)).map((c) =>
    c.delta < 0n
      ? `you send ${amountLabel(-c.delta, c.mint, labelOf)}`
      : `you receive ${amountLabel(c.delta, c.mint, labelOf)}`,
  );
  const text = parts.join(' · ') || 'no change to your balances';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

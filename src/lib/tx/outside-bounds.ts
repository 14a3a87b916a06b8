import type { Simulation } from './simulate';
import { amountLabel, deltaOf, type LabelOf, type TxStatement } from './statement';

const signed = (v: bigint, mint: string, labelOf: LabelOf) =>
  `${v < 0n ? '−' : ''}${amountLabel(v < 0n ? -v : v, mint, labelOf)}`;

/** `TxStatement.outside`: another owner's accounts (a position's vault) move no further than the screen showed. */
export function beyondOutside(sim: Simulation, statement: TxStatement, labelOf: LabelOf): string | null {
  for (const { owner, mint, min, name } of statement.outside ?? []) {
    const got = deltaOf(sim.changes, owner, mint);
    if (got >= min) continue;
    const amount = (v: bigint) => amountLabel(v < 0n ? -v : v, mint, labelOf);
    return min < 0n
      ? `${name} would fall by ${amount(got)}, more than the ${amount(min)} shown: not signed.`
      : `${name} would be only ${signed(got, mint, labelOf)}, below the ${amount(min)} shown: not signed.`;
  }
  return null;
}

export function describeOutside(sim: Simulation, statement: TxStatement, labelOf: LabelOf): string {
  return (statement.outside ?? [])
    .map((o) => ` · ${o.name.toLowerCase()} ${signed(deltaOf(sim.changes, o.owner, o.mint), o.mint, labelOf)}`)
    .join('');
}

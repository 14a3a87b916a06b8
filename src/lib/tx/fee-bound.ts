import { isVersioned, type AnyTransaction } from '../tx-kind';
import {
  computeBudgetOf,
  DEFAULT_UNITS_PER_INSTRUCTION,
  LAMPORTS_PER_SIGNATURE,
  MAX_COMPUTE_UNITS,
  priorityFee,
} from '../../utils/solana-wire/compute-budget';
import { COMPUTE_BUDGET_PROGRAM } from '../../utils/solana-wire/programs';
import { flatInstructions } from './instructions';

const min = (a: bigint, b: bigint) => (a < b ? a : b);

export const PRIORITY_FEE_MAX = 5_000_000n;

/** The runtime's fee maximum (issue 24): every signature, priority fee on the clamped 1.4M CU limit. */
/** As the runtime charges: every signature, and the priority fee on the limit clamped to 1.4M (issue 24). */
export function runtimeFees(tx: AnyTransaction): { signatures: bigint; priority: bigint } {
  const signatures = isVersioned(tx)
    ? tx.message.header.numRequiredSignatures
    : tx.compileMessage().header.numRequiredSignatures;
  const instructions = flatInstructions(tx);
  const { limit, microLamports } = computeBudgetOf(instructions);
  const others = BigInt(instructions.filter((ix) => ix.programId !== COMPUTE_BUDGET_PROGRAM).length);
  const units = min(limit ?? others * DEFAULT_UNITS_PER_INSTRUCTION, MAX_COMPUTE_UNITS);
  return { signatures: BigInt(signatures) * LAMPORTS_PER_SIGNATURE, priority: priorityFee(units, microLamports) };
}

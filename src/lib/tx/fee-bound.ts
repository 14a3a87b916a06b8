import { isVersioned, type AnyTransaction } from '../tx-kind';
import { flatInstructions } from './instructions';
import { COMPUTE_BUDGET_PROGRAM } from './programs';

const LAMPORTS_PER_SIGNATURE = 5_000n;
const MAX_COMPUTE_UNITS = 1_400_000n;
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;

const min = (a: bigint, b: bigint) => (a < b ? a : b);

export const PRIORITY_FEE_MAX = 5_000_000n;

/** The runtime's fee maximum (issue 24): every signature, priority fee on the clamped 1.4M CU limit. */
/** As the runtime charges: every signature, and the priority fee on the limit clamped to 1.4M (issue 24). */
export function runtimeFees(tx: AnyTransaction): { signatures: bigint; priority: bigint } {
  const signatures = isVersioned(tx)
    ? tx.message.header.numRequiredSignatures
    : tx.compileMessage().header.numRequiredSignatures;
  let limit: bigint | null = null;
  let microLamports = 0n;
  let others = 0n;
  for (const ix of flatInstructions(tx)) {
    if (ix.programId !== COMPUTE_BUDGET_PROGRAM) {
      others += 1n;
      continue;
    }
    const view = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength);
    if (ix.data[0] === 2 && ix.data.length >= 5) limit = BigInt(view.getUint32(1, true));
    if (ix.data[0] === 3 && ix.data.length >= 9) microLamports = view.getBigUint64(1, true);
  }
  const units = min(limit ?? others * DEFAULT_UNITS_PER_INSTRUCTION, MAX_COMPUTE_UNITS);
  return {
    signatures: BigInt(signatures) * LAMPORTS_PER_SIGNATURE,
    priority: (units * microLamports + 999_999n) / 1_000_000n,
  };
}

import * as z from 'zod/mini';

export type SpeedPreset = 'fast' | 'turbo' | 'ultra';

/** The sandbox's own levels (sandbox/swap/v1/priority.ts): a percentile of recent non-zero prices, with a floor. */
export const PRESETS: readonly { id: SpeedPreset; label: string; percentile: number; floor: bigint }[] = [
  { id: 'fast', label: 'Fast', percentile: 0.5, floor: 10_000n },
  { id: 'turbo', label: 'Turbo', percentile: 0.75, floor: 50_000n },
  { id: 'ultra', label: 'Ultra', percentile: 0.95, floor: 250_000n },
];

/** A two-hop swap's compute unit limit: the unit price is paid on the limit, not on the units used. */
export const SWAP_COMPUTE_UNITS = 300_000n;

const feesAnswer = z.object({
  result: z.array(z.object({ slot: z.number(), prioritizationFee: z.number().check(z.gte(0)) })),
});

/** JSON-RPC `getRecentPrioritizationFees` (micro-lamports per compute unit, one entry per recent slot). */
export async function recentPrioritizationFees(rpcUrl: string, signal?: AbortSignal): Promise<bigint[]> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getRecentPrioritizationFees', params: [] }),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`The RPC answered ${String(response.status)}`);
  return feesAnswer.parse(await response.json()).result.map((f) => BigInt(f.prioritizationFee));
}

/** The preset's priority fee in lamports for a swap: ceil(unit price × units / 10⁶). */
export function presetLamports(fees: readonly bigint[], preset: (typeof PRESETS)[number]): bigint {
  const paid = fees.filter((f) => f > 0n).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const at = paid[Math.min(paid.length - 1, Math.floor(paid.length * preset.percentile))] ?? 0n;
  const price = at > preset.floor ? at : preset.floor;
  return (price * SWAP_COMPUTE_UNITS + 999_999n) / 1_000_000n;
}

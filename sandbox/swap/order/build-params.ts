import type { Address } from '../../world/address';
import { NATIVE_MINT } from '../../world/token';
import type { World } from '../../world/world';
import { readPair } from './params';
import { paramError, QueryReader } from './query-reader';

/** Supplement §3. */
export const PERCENTILE_NAMES = { medium: 50, high: 75, veryHigh: 95 } as const;

export interface BuildRequest {
  readonly inputMint: Address;
  readonly outputMint: Address;
  readonly amount: bigint;
  readonly taker: Address;
  /** Null: real-time slippage estimation (`rtse`). */
  readonly slippageBps: number | null;
  readonly dexes: ReadonlySet<string> | null;
  readonly excludeDexes: ReadonlySet<string> | null;
  readonly platformFee: { readonly bps: number; readonly account: Address } | null;
  readonly maxAccounts: number;
  readonly payer: Address | null;
  readonly wrapAndUnwrapSol: boolean;
  readonly destinationTokenAccount: Address | null;
  readonly nativeDestinationAccount: Address | null;
  readonly blockhashSlotsToExpiry: number;
  readonly tipAmount: bigint | null;
  readonly computeUnitPricePercentile: number | null;
  readonly forMevBundle: boolean;
}

function readPercentile(q: QueryReader): number | null {
  const raw = q.raw('computeUnitPricePercentile');
  if (raw === undefined) return null;
  if (raw in PERCENTILE_NAMES) return PERCENTILE_NAMES[raw as keyof typeof PERCENTILE_NAMES];
  if (!/^\d+$/.test(raw) || Number(raw) > 10_000) {
    paramError('computeUnitPricePercentile', 'must be medium, high, veryHigh or an integer from 0 to 10000');
  }
  // 0-10000 is basis points of the distribution (5000 = the median).
  return Number(raw) / 100;
}

export function parseBuildQuery(query: Readonly<Record<string, string>>, world: World): BuildRequest {
  const q = new QueryReader(query);
  const { inputMint, outputMint, amount } = readPair(q, world);
  const taker = q.address('taker') ?? paramError('taker', 'required (build makes instructions for a taker)');
  const slippageRaw = q.raw('slippageBps');
  const slippageBps = slippageRaw === 'rtse' ? null : (q.int('slippageBps', 0, 10_000) ?? 50);
  q.oneOf('mode', ['fast'] as const);
  const dexes = q.list('dexes');
  const excludeDexes = q.list('excludeDexes');
  if (dexes && excludeDexes) paramError('excludeDexes', 'cannot be used with dexes');
  const platformFeeBps = q.int('platformFeeBps', 0, 10_000);
  const feeAccount = q.address('feeAccount');
  if (platformFeeBps !== undefined && feeAccount === undefined)
    paramError('feeAccount', 'required with platformFeeBps');
  const destinationTokenAccount = q.address('destinationTokenAccount') ?? null;
  const nativeDestinationAccount = q.address('nativeDestinationAccount') ?? null;
  if (destinationTokenAccount && nativeDestinationAccount) {
    paramError('nativeDestinationAccount', 'cannot be used with destinationTokenAccount');
  }
  if (nativeDestinationAccount && outputMint !== NATIVE_MINT) {
    paramError('nativeDestinationAccount', 'only for SOL as the output mint');
  }
  const payer = q.address('payer') ?? null;
  return {
    inputMint,
    outputMint,
    amount,
    taker,
    slippageBps,
    dexes: dexes ? new Set(dexes) : null,
    excludeDexes: excludeDexes ? new Set(excludeDexes) : null,
    platformFee:
      platformFeeBps !== undefined && platformFeeBps > 0 && feeAccount
        ? { bps: platformFeeBps, account: feeAccount }
        : null,
    maxAccounts: q.int('maxAccounts', 1, 64) ?? 64,
    payer: payer === taker ? null : payer,
    wrapAndUnwrapSol: q.bool('wrapAndUnwrapSol') ?? true,
    destinationTokenAccount,
    nativeDestinationAccount,
    blockhashSlotsToExpiry: q.int('blockhashSlotsToExpiry', 1, 300) ?? 150,
    tipAmount: q.amount('tipAmount') ?? null,
    computeUnitPricePercentile: readPercentile(q),
    forMevBundle: q.bool('forMevBundle') ?? false,
  };
}

import { INSTRUCTION_VERSIONS, SWAP_MODES } from '../../../src/api/swap/schemas-v1';
import { DEX_LABELS, type DexLabel } from '../../engine/pool-layout';
import type { Address } from '../../world/address';
import type { World } from '../../world/world';
import { readPair } from '../order/params';
import { paramError, QueryReader } from '../order/query-reader';
import type { SwapMode } from '../../kit/types';

/** Spec §4.1 and Limits. */
export const DEFAULT_SLIPPAGE_BPS = 50;
export const DEFAULT_MAX_ACCOUNTS = 64;
/** A legacy message has no lookup tables (32 of 1,232 bytes per account): the account budget is capped. */
export const LEGACY_MAX_ACCOUNTS = 24;

/** Phoenix is an order book (fills depend on the book when the bundle lands); mainnet aggregators drop it too. */
export const BUNDLE_INCOMPATIBLE_DEXES: ReadonlySet<DexLabel> = new Set(['Phoenix']);

export interface QuoteRequestV1 {
  readonly inputMint: Address;
  readonly outputMint: Address;
  readonly amount: bigint;
  readonly swapMode: SwapMode;
  readonly slippageBps: number;
  readonly dexes: ReadonlySet<DexLabel> | undefined;
  readonly excludeDexes: ReadonlySet<DexLabel> | undefined;
  readonly restrictIntermediateTokens: boolean;
  readonly onlyDirectRoutes: boolean;
  readonly asLegacyTransaction: boolean;
  readonly platformFeeBps: number;
  readonly maxAccounts: number;
  readonly instructionVersion: 'V1' | 'V2';
  readonly forMevBundle: boolean;
}

const LABELS_BY_LOWER = new Map<string, DexLabel>(DEX_LABELS.map((l) => [l.toLowerCase(), l]));

/** A `+` left in the value is a space; unknown labels are a 400 (a typo must not route through every venue). */
function labels(q: QueryReader, name: string): Set<DexLabel> | undefined {
  const items = q.list(name);
  if (items === undefined) return undefined;
  const out = new Set<DexLabel>();
  for (const item of items) {
    const label = LABELS_BY_LOWER.get(item.replace(/\+/g, ' ').replace(/\s+/g, ' ').toLowerCase());
    if (!label) paramError(name, `unknown DEX label "${item.slice(0, 60)}" (known: ${DEX_LABELS.join(', ')})`);
    else out.add(label);
  }
  if (out.size === 0) paramError(name, 'must name at least one DEX label');
  return out;
}

export function readQuoteRequest(query: Readonly<Record<string, string>>, world: World): QuoteRequestV1 {
  const q = new QueryReader(query);
  const { inputMint, outputMint, amount } = readPair(q, world);
  const dexes = labels(q, 'dexes');
  const excludeDexes = labels(q, 'excludeDexes');
  if (dexes && excludeDexes) paramError('excludeDexes', 'cannot be used together with dexes');
  const legacy = q.bool('asLegacyTransaction') ?? false;
  const maxAccounts = q.int('maxAccounts', 1, 256) ?? DEFAULT_MAX_ACCOUNTS;
  // The real service's name for `forMevBundle` (supplement §0.2) is accepted too.
  const forMevBundle = q.bool('forMevBundle') ?? q.bool('forJitoBundle') ?? false;
  q.bool('dynamicSlippage'); // "no longer applicable" (spec §4.1): checked, then ignored
  return {
    inputMint,
    outputMint,
    amount,
    swapMode: q.oneOf('swapMode', SWAP_MODES) ?? 'ExactIn',
    slippageBps: q.int('slippageBps', 0, 10_000) ?? DEFAULT_SLIPPAGE_BPS,
    dexes,
    excludeDexes,
    restrictIntermediateTokens: q.bool('restrictIntermediateTokens') ?? true,
    onlyDirectRoutes: q.bool('onlyDirectRoutes') ?? false,
    asLegacyTransaction: legacy,
    platformFeeBps: q.int('platformFeeBps', 0, 10_000) ?? 0,
    maxAccounts: legacy ? Math.min(maxAccounts, LEGACY_MAX_ACCOUNTS) : maxAccounts,
    instructionVersion: q.oneOf('instructionVersion', INSTRUCTION_VERSIONS) ?? 'V1',
    forMevBundle,
  };
}

export function dexConstraint(req: QuoteRequestV1): {
  dexes?: ReadonlySet<string>;
  excludeDexes?: ReadonlySet<string>;
} {
  const bundle = req.forMevBundle ? BUNDLE_INCOMPATIBLE_DEXES : null;
  if (req.dexes) {
    const dexes = bundle ? new Set([...req.dexes].filter((d) => !bundle.has(d))) : req.dexes;
    return { dexes };
  }
  if (!bundle) return req.excludeDexes ? { excludeDexes: req.excludeDexes } : {};
  return { excludeDexes: new Set([...(req.excludeDexes ?? []), ...bundle]) };
}

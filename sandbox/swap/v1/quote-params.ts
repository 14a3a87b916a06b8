import { INSTRUCTION_VERSIONS, SWAP_MODES } from '../../../src/api/swap/schemas-v1';
import { DEX_LABELS, type DexLabel } from '../../engine/pool-layout';
import type { Address } from '../../world/address';
import type { World } from '../../world/world';
import { readPair } from '../order/params';
import { paramError, QueryReader } from '../order/query-reader';
import type { SwapMode } from '../../kit/types';

/** Spec §4.1 and Limits: slippage 50 bps and 64 accounts unless asked otherwise. */
export const DEFAULT_SLIPPAGE_BPS = 50;
export const DEFAULT_MAX_ACCOUNTS = 64;
/**
 * A legacy message has no lookup tables: every account costs 32 bytes of the 1,232, so `asLegacyTransaction` caps the
 * route's account budget here (the fixed accounts of a swap and one pool leave room for about this many).
 */
export const LEGACY_MAX_ACCOUNTS = 24;

/**
 * The labels `forMevBundle` leaves out. Phoenix is an order book whose fills depend on the book at the moment a
 * bundle lands, and mainnet aggregators drop order books from bundle routes for that reason; every constant-product
 * and concentrated venue of the sandbox is bundle-safe.
 */
export const BUNDLE_INCOMPATIBLE_DEXES: ReadonlySet<DexLabel> = new Set(['Phoenix']);

/** A validated `GET /swap/v1/quote` (spec §4.1). */
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

/**
 * DEX labels, comma-separated; a `+` left in the value (a client that encoded the space twice) is a space too. Labels
 * match case-insensitively, and an unknown one is a 400: a typo must not silently route through every venue.
 */
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

/** Validate the query; throws ParamError naming the first bad parameter. */
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

/** The DEX constraint routing sees: `dexes` as given; `excludeDexes` plus the bundle-incompatible labels. */
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

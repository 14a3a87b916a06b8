import { ROUTERS, type Router } from '../../../src/api/common';
import type { Address } from '../../world/address';
import type { World } from '../../world/world';
import { paramError, QueryReader } from './query-reader';

export type OrderFamily = 'v2' | 'ultra';
export type BroadcastFeeType = 'maxCap' | 'exactFee';

export interface OrderRequest {
  readonly family: OrderFamily;
  readonly inputMint: Address;
  readonly outputMint: Address;
  readonly amount: bigint;
  readonly taker: Address | null;
  readonly receiver: Address | null;
  /** Spec §4.2: a payer equal to the taker has "no effect". */
  readonly payer: Address | null;
  /** Spec §4.3. */
  readonly closeAuthority: Address | null;
  readonly slippageBps: number | null;
  readonly referral: { readonly account: Address; readonly feeBps: number } | null;
  readonly priorityFeeLamports: bigint | null;
  readonly mevTipLamports: bigint | null;
  readonly broadcastFeeType: BroadcastFeeType | null;
  readonly excludeRouters: ReadonlySet<Router>;
  readonly excludeDexes: ReadonlySet<string>;
  /** Supplement §3. */
  readonly mode: 'ultra' | 'manual';
}

/** `taker` only says who signs (an app's default order always carries it), so it never makes an order `manual`. */
const NOT_OPTIONS = new Set(['inputMint', 'outputMint', 'amount', 'taker']);

export function readPair(q: QueryReader, world: World) {
  const inputMint = q.address('inputMint') ?? paramError('inputMint', 'required');
  const outputMint = q.address('outputMint') ?? paramError('outputMint', 'required');
  const amount = q.amount('amount', true) ?? paramError('amount', 'required');
  if (!world.byMint.has(inputMint)) paramError('inputMint', `no token with mint ${inputMint} in the sandbox`);
  if (!world.byMint.has(outputMint)) paramError('outputMint', `no token with mint ${outputMint} in the sandbox`);
  if (inputMint === outputMint) paramError('outputMint', 'must differ from inputMint');
  return { inputMint, outputMint, amount };
}

function readReferral(q: QueryReader): OrderRequest['referral'] {
  const account = q.address('referralAccount');
  const feeBps = q.int('referralFee', 50, 255);
  if (account === undefined && feeBps !== undefined) paramError('referralFee', 'requires referralAccount');
  if (account !== undefined && feeBps === undefined) paramError('referralAccount', 'requires referralFee');
  return account === undefined || feeBps === undefined ? null : { account, feeBps };
}

/** Spec §4.2 / §4.3, supplement §4: order v1 ignores slippage, fee and broadcast parameters (not `manual`). */
export function parseOrderQuery(
  family: OrderFamily,
  query: Readonly<Record<string, string>>,
  world: World,
): OrderRequest {
  const q = new QueryReader(query);
  const { inputMint, outputMint, amount } = readPair(q, world);
  const taker = q.address('taker') ?? null;
  const receiver = q.address('receiver') ?? null;
  if (receiver !== null && receiver === taker) paramError('receiver', 'must differ from taker');
  const payerRaw = q.address('payer') ?? null;
  const payer = payerRaw !== null && payerRaw !== taker ? payerRaw : null;
  let closeAuthority: Address | null = null;
  if (family === 'ultra') {
    const raw = q.address('closeAuthority');
    if (raw !== undefined && payerRaw === null) paramError('closeAuthority', 'requires payer');
    closeAuthority = raw !== undefined && raw !== taker ? raw : null;
  }
  const referral = readReferral(q);
  let slippageBps: number | null = null;
  let priorityFeeLamports: bigint | null = null;
  let mevTipLamports: bigint | null = null;
  let broadcastFeeType: BroadcastFeeType | null = null;
  if (family === 'v2') {
    q.oneOf('swapMode', ['ExactIn'] as const);
    slippageBps = q.int('slippageBps', 0, 10_000) ?? null;
    priorityFeeLamports = q.amount('priorityFeeLamports') ?? null;
    mevTipLamports = q.amount('mevTipLamports') ?? null;
    broadcastFeeType = q.oneOf('broadcastFeeType', ['maxCap', 'exactFee'] as const) ?? null;
  }
  const excludeRouters = new Set(q.list('excludeRouters', ROUTERS) as Router[] | undefined);
  const excludeDexes = new Set(q.list('excludeDexes'));
  const mode = [...q.sent].some((name) => !NOT_OPTIONS.has(name)) ? 'manual' : 'ultra';
  return {
    family,
    inputMint,
    outputMint,
    amount,
    taker,
    receiver,
    payer,
    closeAuthority,
    slippageBps,
    referral,
    priorityFeeLamports,
    mevTipLamports,
    broadcastFeeType,
    excludeRouters,
    excludeDexes,
    mode,
  };
}

/** Spec §4.2: a `payer` restricts routing to aggregator_a (the other routers cannot take a third-party fee payer). */
export function allowedRouters(request: Pick<OrderRequest, 'excludeRouters' | 'payer'>): Router[] {
  if (request.payer !== null) return request.excludeRouters.has('aggregator_a') ? [] : ['aggregator_a'];
  return ROUTERS.filter((r) => !request.excludeRouters.has(r));
}

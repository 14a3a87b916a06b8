import { type Answer, isObject, type Json, withoutNulls } from './shape';

/** Spec router → the real service's wire value (supplement §0.2). */
const REAL_ROUTER: Readonly<Record<string, string>> = {
  aggregator_a: 'metis',
  rfq_mm: 'jupiterz',
  aggregator_b: 'dflow',
  aggregator_c: 'okx',
};
const REAL_SWAP_TYPE: Readonly<Record<string, string>> = { aggregator_b: 'dflow', aggregator_c: 'okx' };
const PAYER_KEYS = ['signatureFeePayer', 'prioritizationFeePayer', 'rentFeePayer'] as const;
const NO_ROUTE = 'COULD_NOT_FIND_ANY_ROUTE';

// As the published captures: real router names; swap v2's newest `platformFee` without `amount`; null fee payers
// left out; `expireAt: null` without a taker; a numeric `lastValidBlockHeight`; order v1 without `mode`, `router`.
function realOrder(order: Json, v1: boolean): Json {
  const out: Json = withoutNulls(order, PAYER_KEYS);
  if (typeof out.router === 'string') out.router = REAL_ROUTER[out.router] ?? out.router;
  if (typeof out.swapType === 'string') out.swapType = REAL_SWAP_TYPE[out.swapType] ?? out.swapType;
  if (out.taker === null) out.expireAt = null;
  if (typeof out.lastValidBlockHeight === 'string') out.lastValidBlockHeight = Number(out.lastValidBlockHeight);
  if (v1) {
    const { mode: _mode, router: _router, ...rest } = out;
    return rest;
  }
  if (isObject(out.platformFee)) {
    const { amount: _amount, ...fee } = out.platformFee;
    out.platformFee = fee;
  }
  return out;
}

/** A 4xx of the swap families: the quote engine's string `errorCode` where no route was found. */
function realError(body: Json): Json {
  const message = typeof body.error === 'string' ? body.error : '';
  if (body.errorCode !== undefined || !/quotes|route/i.test(message)) return body;
  return { ...body, errorCode: NO_ROUTE };
}

/** Execute answers carry what happened and leave out what did not (no `error: null`, no null signature). */
const realExecute = (body: Json): Json =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined));

const isOrder = (path: string) => path === '/swap/v2/order' || path === '/ultra/v1/order';

export function swapReal({ path, status, body }: Answer): unknown {
  if (!isObject(body)) return body;
  if (status >= 400) return realError(body);
  if (isOrder(path)) return realOrder(body, path.startsWith('/ultra/'));
  if (path.endsWith('/execute')) return realExecute(body);
  return body;
}

/** Price v3 entries without `createdAt` and `liquidity` (older captures have neither). */
export function priceReal({ status, body }: Answer): unknown {
  if (status >= 400 || !isObject(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([mint, entry]) => {
      if (!isObject(entry)) return [mint, entry];
      const { createdAt: _createdAt, liquidity: _liquidity, ...rest } = entry;
      return [mint, rest];
    }),
  );
}

/** Tokens v2 errors come as `{code, message}` on the real service, not the spec's `{error}`. */
export function tokensReal({ status, body }: Answer): unknown {
  if (status < 400 || !isObject(body) || typeof body.error !== 'string') return body;
  return { code: status, message: body.error };
}

import { type Answer, isObject, type Json, mapObjects } from './shape';

const REAL_PROVIDER: Readonly<Record<string, string>> = {
  provider_a: 'kalshi',
  provider_b: 'polymarket',
  provider_c: 'bisonfi',
};

function realProviders(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(realProviders);
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === 'provider' && typeof v === 'string' ? (REAL_PROVIDER[v] ?? v) : realProviders(v);
  }
  return out;
}

/** A position whose `marketMetadata` has no `marketId` (the published captures' form). */
function realPosition(position: Json): Json {
  if (!isObject(position.marketMetadata)) return position;
  const { marketId: _marketId, ...metadata } = position.marketMetadata;
  return { ...position, marketMetadata: metadata };
}

function realClaim(claim: Json): Json {
  if (!isObject(claim.position)) return claim;
  const { ownerPubkey: _ownerPubkey, ...position } = claim.position;
  return { ...claim, position };
}

/** Prediction: real provider names, positions and claims in the published shapes. */
export function predictionReal({ method, path, status, body }: Answer): unknown {
  const out = realProviders(body);
  if (status >= 400 || !isObject(out)) return out;
  if (method === 'GET' && path === '/prediction/v1/positions')
    return { ...out, data: mapObjects(out.data, realPosition) };
  if (method === 'GET' && path.startsWith('/prediction/v1/positions/')) return realPosition(out);
  if (method === 'POST' && path.endsWith('/claim')) return realClaim(out);
  return out;
}

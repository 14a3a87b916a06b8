import { lendReal } from './lend';
import { triggerReal, recurringReal } from './orders';
import { predictionReal } from './prediction';
import { priceReal, swapReal, tokensReal } from './swap';
import type { Answer, Rewrite } from './shape';

/** `spec`: the contract's names (supplement Decisions §1); `real`: the public service's names and shapes (§0.2). */
export const DIALECTS = ['spec', 'real'] as const;
export type Dialect = (typeof DIALECTS)[number];

const FAMILIES: readonly (readonly [prefix: string, rewrite: Rewrite])[] = [
  ['/swap/', swapReal],
  ['/ultra/v1/', swapReal],
  ['/price/v3', priceReal],
  ['/tokens/v2/', tokensReal],
  ['/trigger/v2/', triggerReal],
  ['/recurring/v1/', recurringReal],
  ['/lend/v1/', lendReal],
  ['/prediction/v1/', predictionReal],
];

export function realRewriteFor(path: string): Rewrite | undefined {
  return FAMILIES.find(([prefix]) => path.startsWith(prefix))?.[1];
}

export function realAnswer(answer: Answer): unknown {
  return realRewriteFor(answer.path)?.(answer) ?? answer.body;
}

const ROUTER_OF_REAL: Readonly<Record<string, string>> = {
  metis: 'aggregator_a',
  iris: 'aggregator_a',
  jupiterz: 'rfq_mm',
  dflow: 'aggregator_b',
  okx: 'aggregator_c',
};
const PROVIDER_OF_REAL: Readonly<Record<string, string>> = {
  kalshi: 'provider_a',
  polymarket: 'provider_b',
  bisonfi: 'provider_c',
};
const RENAMED_PARAMS: Readonly<Record<string, string>> = {
  jitoTipLamports: 'mevTipLamports',
  forJitoBundle: 'forMevBundle',
};

// Both vocabularies are accepted (the app sends the spec's); the same object back when nothing changes.
export function specQuery(path: string, query: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  let out: Record<string, string> | undefined;
  const set = (name: string, value: string) => {
    out ??= { ...query };
    out[name] = value;
  };
  for (const [real, spec] of Object.entries(RENAMED_PARAMS)) {
    const value = query[real];
    if (value !== undefined && query[spec] === undefined) set(spec, value);
  }
  const routers = query.excludeRouters;
  if (routers !== undefined) {
    const mapped = routers
      .split(',')
      .map((r) => ROUTER_OF_REAL[r.trim()] ?? r)
      .join(',');
    if (mapped !== routers) set('excludeRouters', mapped);
  }
  const provider = query.provider;
  if (path.startsWith('/prediction/') && provider !== undefined && PROVIDER_OF_REAL[provider]) {
    set('provider', PROVIDER_OF_REAL[provider]);
  }
  return out ?? query;
}

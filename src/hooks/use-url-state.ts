import { startTransition, useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from '../lib/router';
import * as z from 'zod/mini';

export interface UrlParam<T> {
  schema: z.ZodMiniType<T>;
  fallback: T;
  notice?: (raw: string) => string;
}

export function urlParam<T>(schema: z.ZodMiniType<T>, fallback: T, notice?: (raw: string) => string): UrlParam<T> {
  return { schema, fallback, notice };
}

type Params = Record<string, UrlParam<never> | UrlParam<unknown>>;
type ValueOf<P> = P extends UrlParam<infer T> ? T : never;
export type UrlValues<P extends Params> = { [K in keyof P]: ValueOf<P[K]> };

export interface UrlStateOptions {
  history?: 'replace' | 'push';
  /** The page follows the link as an interruptible render (a tab's new content), not in the event that wrote it. */
  transition?: boolean;
}

export interface UrlState<P extends Params> {
  values: UrlValues<P>;
  raw: { [K in keyof P]: string | null };
  invalid: ReadonlySet<keyof P>;
  notices: string[];
  set: (patch: Partial<{ [K in keyof P]: ValueOf<P[K]> | null }>, options?: UrlStateOptions) => void;
}

const shown = (raw: string) => `“${raw.slice(0, 48)}${raw.length > 48 ? '…' : ''}”`;

/** A refused value falls back and is reported, never thrown, so a stale link still opens the page. */
// `params` is read as a dependency: declare it once at module level.
export function useUrlState<P extends Params>(params: P, options: UrlStateOptions = {}): UrlState<P> {
  const [search, setSearch] = useSearchParams();
  const values: Record<string, unknown> = {};
  const raw: Record<string, string | null> = {};
  const invalid = new Set<keyof P>();
  const notices: string[] = [];
  for (const [name, param] of Object.entries(params)) {
    const text = search.get(name);
    raw[name] = text;
    const parsed = text === null ? null : param.schema.safeParse(text);
    values[name] = parsed?.success ? parsed.data : param.fallback;
    if (text !== null && !parsed?.success) {
      invalid.add(name);
      notices.push(param.notice?.(text) ?? `${shown(text)} in the link is not a valid ${name}: it was left out.`);
    }
  }

  const history = options.history;
  // A write made in a transition is not in `search` until it commits: the next write builds on it, not on `search`.
  const written = useRef<{ from: string; to: string } | null>(null);
  useEffect(() => {
    written.current = null;
  }, [search]);
  const set = useCallback<UrlState<P>['set']>(
    (patch, opts) => {
      const current = search.toString();
      const next = new URLSearchParams(written.current?.from === current ? written.current.to : current);
      for (const [name, value] of Object.entries(patch)) {
        const param = params[name];
        if (!param) continue;
        // A value its schema refuses (a half-typed amount) is left out of the link rather than written.
        const wire =
          value === null || value === undefined || value === param.fallback ? null : z.safeEncode(param.schema, value);
        if (wire?.success) next.set(name, String(wire.data));
        else next.delete(name);
      }
      written.current = { from: current, to: next.toString() };
      const write = () => setSearch(next, { replace: (opts?.history ?? history ?? 'replace') === 'replace' });
      if (opts?.transition) startTransition(write);
      else write();
    },
    [search, setSearch, params, history],
  );

  return { values: values as UrlValues<P>, raw: raw as UrlState<P>['raw'], invalid, notices, set };
}

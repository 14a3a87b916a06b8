import type * as z from 'zod/mini';
import type { ApiClient, HttpMethod, QueryValue } from './http';
import { encodeRequest } from './http';

export interface Endpoint<I extends z.ZodMiniType | undefined, O extends z.ZodMiniType> {
  method: HttpMethod;
  path: string;
  /** The in-app input; its wire form is sent. Fields not in the path go in the query (GET) or the JSON body. */
  input?: I;
  /** Input fields a non-GET operation sends in the query rather than the body (lend `operate`'s `market`). */
  queryKeys?: readonly string[];
  response: O | ((input: InputOf<I>) => O);
  /** Carries the trigger session's JWT (spec: Authentication §2), so a 401 reads as `session-expired`. */
  bearer?: boolean;
  /** Fields also sent under the real service's name (supplement §0.2), so either vocabulary is understood. */
  wireAliases?: Readonly<Record<string, string>>;
}

type InputOf<I> = I extends z.ZodMiniType ? z.output<I> : undefined;

type ResponseOf<E> = E extends { response: infer R } ? (R extends (input: never) => infer S ? S : R) : never;
type Output<E> = Promise<z.output<Extract<ResponseOf<E>, z.ZodMiniType>>>;

type EndpointFn<E> = E extends { input?: infer I }
  ? I extends z.ZodMiniType
    ? object extends z.output<I>
      ? (client: ApiClient, input?: z.output<I>, signal?: AbortSignal) => Output<E>
      : (client: ApiClient, input: z.output<I>, signal?: AbortSignal) => Output<E>
    : (client: ApiClient, signal?: AbortSignal) => Output<E>
  : never;

export function endpoint<O extends z.ZodMiniType, I extends z.ZodMiniType | undefined = undefined>(
  e: Endpoint<I, O>,
): Endpoint<I, O> {
  return e;
}

/** `scheduler.yield()` where the browser has it (Chromium 129+); elsewhere, as in Node, nothing to wait for. */
const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
const yieldTask = scheduler?.yield?.bind(scheduler);

export async function call<I extends z.ZodMiniType | undefined, O extends z.ZodMiniType>(
  client: ApiClient,
  e: Endpoint<I, O>,
  input: InputOf<I>,
  signal?: AbortSignal,
): Promise<z.output<O>> {
  // A page's first queries all start in one commit: each request is encoded and sent in a task of its own (issue 15).
  if (yieldTask) await yieldTask();
  const label = `${e.method} ${e.path}`;
  const wire: unknown = e.input ? encodeRequest(e.input, input, label) : undefined;
  const fields = new Map(Object.entries((wire ?? {}) as Record<string, unknown>));
  for (const [name, alias] of Object.entries(e.wireAliases ?? {})) {
    if (fields.get(name) !== undefined) fields.set(alias, fields.get(name));
  }
  const take = (name: string) => {
    const value = fields.get(name);
    fields.delete(name);
    return value;
  };
  const path = e.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(take(name))));
  const queryKeys = e.method === 'GET' ? [...fields.keys()] : (e.queryKeys ?? []);
  const query = Object.fromEntries(queryKeys.map((key) => [key, take(key)])) as Record<string, QueryValue>;
  const schema = typeof e.response === 'function' ? e.response(input) : e.response;
  return client.request({
    method: e.method,
    path,
    query,
    // A path-only operation (trigger cancel) sends no body at all.
    json: fields.size > 0 ? Object.fromEntries(fields) : undefined,
    schema,
    bearer: e.bearer,
    signal,
  });
}

export function endpointFunctions<T extends Record<string, Endpoint<z.ZodMiniType | undefined, z.ZodMiniType>>>(
  table: T,
): { [K in keyof T]: EndpointFn<T[K]> } {
  const out: Record<string, unknown> = {};
  for (const [name, e] of Object.entries(table)) {
    out[name] = e.input
      ? (client: ApiClient, input: unknown, signal?: AbortSignal) => call(client, e, input ?? {}, signal)
      : (client: ApiClient, signal?: AbortSignal) => call(client, e, undefined, signal);
  }
  return out as { [K in keyof T]: EndpointFn<T[K]> };
}

export interface Answer {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly body: unknown;
}
export type Rewrite = (answer: Answer) => unknown;

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function renameKeys(value: unknown, names: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(value)) return value.map((v) => renameKeys(v, names));
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [names[k] ?? k, renameKeys(v, names)]));
}

/** A copy without the keys whose value is null (the real service omits an optional field rather than null it). */
export function withoutNulls(value: Json, keys: readonly string[] = Object.keys(value)): Json {
  return Object.fromEntries(Object.entries(value).filter(([k, v]) => v !== null || !keys.includes(k)));
}

export const mapObjects = (list: unknown, rewrite: (item: Json) => unknown): unknown =>
  Array.isArray(list) ? list.map((item: unknown) => (isObject(item) ? rewrite(item) : item)) : list;

import { isAddress } from '../world/address';
import { badParam } from './errors';

export type Query = Readonly<Record<string, string | undefined>>;

export function intOf(q: Query, name: string, min: number, max: number): number | undefined {
  const raw = q[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw badParam(name, `${name} must be an integer from ${String(min)} to ${String(max)}`);
  }
  return value;
}

export function enumOf<const T extends readonly string[]>(q: Query, name: string, values: T): T[number] | undefined {
  const raw = q[name];
  if (raw === undefined || raw === '') return undefined;
  if (!values.includes(raw)) throw badParam(name, `${name} must be one of ${values.join(', ')}`);
  return raw;
}

export function boolOf(q: Query, name: string): boolean | undefined {
  const raw = q[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw !== 'true' && raw !== 'false') throw badParam(name, `${name} must be true or false`);
  return raw === 'true';
}

export function addressOf(raw: string | undefined, name: string, required: true): string;
export function addressOf(raw: string | undefined, name: string, required?: false): string | undefined;
export function addressOf(raw: string | undefined, name: string, required = false): string | undefined {
  if (raw === undefined || raw === '') {
    if (required) throw badParam(name, `${name} is required`, 'parameter_missing');
    return undefined;
  }
  if (!isAddress(raw)) throw badParam(name, `${name} must be a base58 Solana address`);
  return raw;
}

export interface Page<T> {
  data: T[];
  pagination: { start: number; end: number; total: number; hasNext: boolean };
}

const MAX_PAGE = 200;

export function paginate<T>(items: readonly T[], q: Query, defaultSize = 20): Page<T> {
  const start = intOf(q, 'start', 0, 1_000_000) ?? 0;
  const end = intOf(q, 'end', 0, 1_000_000) ?? start + defaultSize;
  if (end < start) throw badParam('end', 'end must not be less than start');
  if (end - start > MAX_PAGE) throw badParam('end', `at most ${String(MAX_PAGE)} items per page`);
  const stop = Math.min(end, items.length);
  return {
    data: items.slice(start, stop),
    pagination: { start, end: Math.max(start, stop), total: items.length, hasNext: stop < items.length },
  };
}

import type { Context } from 'hono';
import { decodeAddress } from '../world/address';

/** A 400 `{error}` naming the parameter, the only shape of bad input the token and price routes answer. */
export const badRequest = (c: Context, error: string) => c.json({ error }, 400);

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

export function intParam(
  raw: string | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
): Checked<number> {
  if (raw === undefined || raw === '') return { ok: true, value: fallback };
  if (!/^\d+$/.test(raw))
    return { ok: false, error: `${name}: must be an integer from ${String(min)} to ${String(max)}` };
  const value = Number(raw);
  if (value < min || value > max) {
    return { ok: false, error: `${name}: must be an integer from ${String(min)} to ${String(max)}` };
  }
  return { ok: true, value };
}

export function mintList(raw: string | undefined, name: string, max: number): Checked<string[]> {
  const items = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length === 0) return { ok: false, error: `${name}: required (comma-separated mint addresses)` };
  if (items.length > max) {
    return { ok: false, error: `${name}: at most ${String(max)} mints per request, got ${String(items.length)}` };
  }
  const bad = items.find((m) => decodeAddress(m) === null);
  if (bad !== undefined) return { ok: false, error: `${name}: "${bad.slice(0, 60)}" is not a base58 mint address` };
  return { ok: true, value: items };
}

/** The origin the client reached the sandbox on, so icon URLs point back at the same server. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

import { Refused } from '../kit/refused';
import { decodeAddress } from '../world/address';

// A bad parameter is a 400 `{error}` naming it, the only shape of bad input the token and price routes answer.
const bad = (error: string): never => {
  throw new Refused(400, error);
};

export function intParam(raw: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    bad(`${name}: must be an integer from ${String(min)} to ${String(max)}`);
  }
  return value;
}

// `hint` follows each refusal's text (a search that took commas for a batch says so).
export function mintList(raw: string | undefined, name: string, max: number, hint = ''): string[] {
  const items = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length === 0) bad(`${name}: required (comma-separated mint addresses)${hint}`);
  if (items.length > max) {
    bad(`${name}: at most ${String(max)} mints per request, got ${String(items.length)}${hint}`);
  }
  const wrong = items.find((m) => decodeAddress(m) === null);
  if (wrong !== undefined) bad(`${name}: "${wrong.slice(0, 60)}" is not a base58 mint address${hint}`);
  return items;
}

/** The origin the client reached the sandbox on, so icon URLs point back at the same server. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

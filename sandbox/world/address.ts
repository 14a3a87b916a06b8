import { hash } from 'node:crypto';
import bs58 from 'bs58';

/** Module boundaries carry strings (architecture.md). */
export type Address = string;

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const FIVE_DIGITS = 58 ** 5;

/**
 * bs58 costs ~3 µs an address; the 150 ms world build derives thousands: 16-bit limbs ÷ 58^5, exact in a double.
 */
export function encodeAddress(bytes: Uint8Array): Address {
  if (bytes.length !== 32) throw new RangeError(`an address is 32 bytes, got ${bytes.length}`);
  const limbs = new Array<number>(16);
  for (let i = 0; i < 16; i++) limbs[i] = ((bytes[2 * i] ?? 0) << 8) | (bytes[2 * i + 1] ?? 0);
  let digits = '';
  let start = 0;
  while (start < 16) {
    let rem = 0;
    for (let i = start; i < 16; i++) {
      const cur = rem * 65536 + (limbs[i] ?? 0);
      const q = Math.floor(cur / FIVE_DIGITS);
      limbs[i] = q;
      rem = cur - q * FIVE_DIGITS;
    }
    while (start < 16 && limbs[start] === 0) start++;
    for (let k = 0; k < 5; k++) {
      digits = ALPHABET.charAt(rem % 58) + digits;
      rem = Math.floor(rem / 58);
    }
  }
  digits = digits.replace(/^1+/, '');
  // Base58 writes each leading zero byte as a '1'.
  let zeros = 0;
  while (zeros < 32 && bytes[zeros] === 0) zeros++;
  return '1'.repeat(zeros) + digits;
}

export function decodeAddress(text: string): Uint8Array | null {
  if (text.length < 32 || text.length > 44) return null;
  try {
    const bytes = bs58.decode(text);
    return bytes.length === 32 ? bytes : null;
  } catch {
    return null;
  }
}

/** Requests name the same takers and mints again (decoding costs ~2 µs). */
const valid = new Set<string>();

export function isAddress(text: string): boolean {
  if (valid.has(text)) return true;
  if (decodeAddress(text) === null) return false;
  if (valid.size >= 50_000) valid.clear();
  valid.add(text);
  return true;
}

/** sha256 of the parts joined by NUL; the one-shot `hash` skips a Hash object per call (thousands of derivations). */
export function hashBytes(...parts: string[]): Uint8Array {
  return hash('sha256', parts.join('\0'), 'buffer');
}

/** Nobody holds its key: the sandbox writes mint and token accounts directly, and none ever signs. */
export function derivedAddress(...parts: string[]): Address {
  return encodeAddress(hashBytes('sandbox-world', ...parts));
}

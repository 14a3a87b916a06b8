import { randomBytes } from 'node:crypto';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { decodeAddress, derivedAddress, encodeAddress, isAddress } from './address';

describe('encodeAddress', () => {
  it('matches bs58 on random keys and on keys with leading zero bytes', () => {
    for (let i = 0; i < 2000; i++) {
      const bytes = randomBytes(32);
      if (i % 10 === 0) bytes.fill(0, 0, i % 7);
      expect(encodeAddress(bytes)).toBe(bs58.encode(bytes));
    }
  });

  it('encodes the edge keys', () => {
    const zeros = new Uint8Array(32);
    expect(encodeAddress(zeros)).toBe('11111111111111111111111111111111');
    const ones = new Uint8Array(32).fill(255);
    expect(encodeAddress(ones)).toBe(bs58.encode(ones));
    const last = new Uint8Array(32);
    last[31] = 1;
    expect(encodeAddress(last)).toBe(bs58.encode(last));
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => encodeAddress(new Uint8Array(31))).toThrow(/32 bytes/);
  });
});

describe('decodeAddress', () => {
  it('round-trips and rejects what is not a 32-byte base58 key', () => {
    const a = derivedAddress('x');
    expect(encodeAddress(decodeAddress(a)!)).toBe(a);
    expect(isAddress('So11111111111111111111111111111111111111112')).toBe(true);
    expect(isAddress('not-an-address')).toBe(false);
    expect(isAddress('0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl')).toBe(false);
    expect(isAddress(bs58.encode(new Uint8Array(31).fill(9)))).toBe(false);
    expect(isAddress('')).toBe(false);
  });
});

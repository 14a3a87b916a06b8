import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64';

describe('base64', () => {
  it('encodes and decodes known values', () => {
    expect(bytesToBase64(new Uint8Array([]))).toBe('');
    expect(bytesToBase64(new Uint8Array([0, 255, 1]))).toBe('AP8B');
    expect(bytesToBase64(new TextEncoder().encode('hello'))).toBe('aGVsbG8=');
    expect(base64ToBytes('aGVsbG8=')).toEqual(new TextEncoder().encode('hello'));
    expect(base64ToBytes('aGVsbG8')).toEqual(new TextEncoder().encode('hello'));
    expect(base64ToBytes('aGVs\nbG8=')).toEqual(new TextEncoder().encode('hello'));
  });

  it('refuses text that is not base64', () => {
    for (const bad of ['not base64!', 'a', 'aGVsbG8===', '****', 'aGV-bG8_']) {
      expect(() => base64ToBytes(bad), bad).toThrow(SyntaxError);
    }
  });

  it('round-trips random bytes, including inputs larger than one chunk', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), (bytes) => {
        const b64 = bytesToBase64(bytes);
        expect(base64ToBytes(b64)).toEqual(bytes);
      }),
      { numRuns: 300 },
    );
    const big = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(base64ToBytes(bytesToBase64(big))).toEqual(big);
  });
});

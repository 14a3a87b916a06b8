import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { encodeMint, encodeTokenAccount, readTokenAccount, readTokenAmount } from './token-layout';

const key = () => Keypair.generate().publicKey.toBase58();

describe('readTokenAmount', () => {
  it('reads the amount of either program’s token account, in place in a larger buffer too, and 0 for anything else', () => {
    for (const immutableOwner of [false, true]) {
      const data = encodeTokenAccount({
        mint: key(),
        owner: key(),
        amount: 123_456_789n,
        nativeReserve: null,
        immutableOwner,
      });
      expect(readTokenAmount(data)).toBe(readTokenAccount(data).amount);
      expect(readTokenAmount(data)).toBe(123_456_789n);
      // A view into a bigger backing store (as account data often is) reads its own bytes.
      const padded = new Uint8Array(data.length + 16);
      padded.set(data, 16);
      expect(readTokenAmount(padded.subarray(16))).toBe(123_456_789n);
    }
    expect(readTokenAmount(encodeMint({ mintAuthority: null, supply: 5n, decimals: 6, freezeAuthority: null }))).toBe(
      0n,
    );
    expect(readTokenAmount(undefined)).toBe(0n);
  });
});

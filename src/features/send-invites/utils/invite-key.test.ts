import { describe, expect, it } from 'vitest';
import { deriveInvite, INVITE_CODE_LENGTH, inviteSeed, isInviteCode, newInviteCode } from './invite-key';

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

// Expected values computed outside the app: Node's sha256, OpenSSL's ed25519 from a PKCS#8 seed, and the PDA by
// hashing seeds ‖ bump ‖ program ‖ "ProgramDerivedAddress" down from bump 255 until off the curve.
const KNOWN = [
  {
    code: '7Kq2mXvB9pRt',
    seed: '9cbc27a6557311b147196eb091e83fedbbda46990b26e4a1237b8934ad27b5ce',
    signer: 'w9YsZ8PqGyaEjoj8DZsdnPuJidN5Php1cRuYcmv5UUb',
    pda: '4UXmwrt4LCN1fEtM4nfjGsHVBeQy1keDETVvxZ4Mpscr',
  },
  {
    code: '111111111111',
    seed: '8ae430dd793160aa74baf48d822146040ce826864ce2d7a6a9e6e9b23082e112',
    signer: '8fYNrjeZpBahbmyLU94fkqfEpeYHzYxSdNsomi61rfUy',
    // Bump 254: the first candidate is on the curve.
    pda: 'G2ntsEVYWdCu4Z8DCihwXbcdnkwjYmas3UoJoHbMm78p',
  },
];

describe('invite derivation', () => {
  it.each(KNOWN)('$code → seed, signer and PDA', async ({ code, seed, signer, pda }) => {
    expect(hex(await inviteSeed(code))).toBe(seed);
    const key = await deriveInvite(code);
    expect(key.signer).toBe(signer);
    expect(key.pda).toBe(pda);
    expect(key.keypair.publicKey.toBase58()).toBe(signer);
    // The Solana secret key is seed ‖ public key.
    expect(hex(key.keypair.secretKey.slice(0, 32))).toBe(seed);
  });

  it('makes a 12-character base58 code from 13 random bytes', () => {
    const asked: number[] = [];
    const code = newInviteCode((b) => {
      asked.push(b.length);
      return b.fill(200);
    });
    expect(asked).toEqual([13]);
    expect(code).toHaveLength(INVITE_CODE_LENGTH);
    expect(isInviteCode(code)).toBe(true);
    const codes = new Set(Array.from({ length: 50 }, () => newInviteCode()));
    expect(codes.size).toBe(50);
    for (const c of codes) expect(isInviteCode(c)).toBe(true);
  });

  it('keeps 12 characters even from zero bytes', () => {
    expect(newInviteCode((b) => b.fill(0))).toBe('111111111111');
  });

  it('tells a code from other text', () => {
    expect(isInviteCode('7Kq2mXvB9pRt')).toBe(true);
    expect(isInviteCode('7Kq2mXvB9pR0')).toBe(false);
    expect(isInviteCode('short')).toBe(false);
  });
});

import {
  AddressLookupTableAccount,
  Keypair,
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { compileV0 } from './message';

/** A seeded stream, so a failing case can be replayed. */
function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe('compileV0', () => {
  it('writes the bytes web3.js compiles, over 500 random messages with lookups, repeats and copied keys', () => {
    const random = rng(11);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const pool = Array.from({ length: 24 }, () => Keypair.generate().publicKey);
    const programs = Array.from({ length: 4 }, () => Keypair.generate().publicKey);
    for (let n = 0; n < 500; n++) {
      const payer = pick(pool);
      const instructions = Array.from({ length: 1 + Math.floor(random() * 8) }, () => {
        const keys = Array.from({ length: Math.floor(random() * 6) }, () => {
          const key = pick(pool);
          // Sometimes the same address as another PublicKey object, as keys from different sources are.
          const pubkey = random() < 0.3 ? new PublicKey(key.toBytes()) : key;
          return { pubkey, isSigner: random() < 0.2, isWritable: random() < 0.5 };
        });
        return new TransactionInstruction({
          programId: pick(programs),
          keys,
          data: Buffer.from(Array.from({ length: Math.floor(random() * 12) }, () => Math.floor(random() * 256))),
        });
      });
      const tables = Array.from({ length: Math.floor(random() * 3) }, (_, t) => {
        // A table may list an address twice (the first wins) and list signers or programs (never loaded).
        const addresses = Array.from({ length: 4 + Math.floor(random() * 10) }, () => pick([...pool, ...programs]));
        return new AddressLookupTableAccount({
          key: new PublicKey(Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? t + 1 : 7))),
          state: { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, addresses },
        });
      });
      const blockhash = bs58.encode(Uint8Array.from({ length: 32 }, () => Math.floor(random() * 256)));
      const web3 = new TransactionMessage({ payerKey: payer, recentBlockhash: blockhash, instructions })
        .compileToV0Message(tables)
        .serialize();
      const ours = compileV0(payer, blockhash, instructions, tables);
      expect(Buffer.from(ours.message).toString('hex'), `message ${String(n)}`).toBe(Buffer.from(web3).toString('hex'));
      // The unsigned transaction wraps it: the signature count, zeroed signatures, then the message.
      expect(ours.wire[0]).toBe(ours.requiredSignatures);
      expect(ours.wire.subarray(1 + 64 * ours.requiredSignatures)).toEqual(ours.message);
      expect(ours.wire.subarray(1, 1 + 64 * ours.requiredSignatures).every((b) => b === 0)).toBe(true);
    }
  });
});

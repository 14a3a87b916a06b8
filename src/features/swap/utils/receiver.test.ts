import { Keypair, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { receiverProblem } from './receiver';

describe('receiverProblem', () => {
  const wallet = Keypair.generate().publicKey.toBase58();
  it('accepts an empty field and another wallet', () => {
    expect(receiverProblem('', wallet)).toBeUndefined();
    expect(receiverProblem(Keypair.generate().publicKey.toBase58(), wallet)).toBeUndefined();
  });
  it('refuses junk, the taker, and program addresses', () => {
    expect(receiverProblem('not-an-address', wallet)).toBe('Not a Solana address.');
    expect(receiverProblem(wallet, wallet)).toMatch(/your own wallet/);
    const [pda] = PublicKey.findProgramAddressSync([Uint8Array.from([1])], new PublicKey(wallet));
    expect(receiverProblem(pda.toBase58(), wallet)).toMatch(/program address/);
  });
});

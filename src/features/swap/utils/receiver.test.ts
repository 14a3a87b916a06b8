import * as web3 from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { RECEIVER_CHECKING, receiverProblem } from './receiver';

const { Keypair, PublicKey } = web3;

describe('receiverProblem', () => {
  const wallet = Keypair.generate().publicKey.toBase58();
  it('accepts an empty field and another wallet', () => {
    expect(receiverProblem('', wallet, web3)).toBeUndefined();
    expect(receiverProblem(Keypair.generate().publicKey.toBase58(), wallet, web3)).toBeUndefined();
  });
  it('refuses junk, the taker, and program addresses', () => {
    expect(receiverProblem('not-an-address', wallet, web3)).toBe('Not a Solana address.');
    expect(receiverProblem('1111', wallet, web3)).toBe('Not a Solana address.');
    expect(receiverProblem(wallet, wallet, web3)).toMatch(/your own wallet/);
    const [pda] = PublicKey.findProgramAddressSync([Uint8Array.from([1])], new PublicKey(wallet));
    expect(receiverProblem(pda.toBase58(), wallet, web3)).toMatch(/program address/);
  });
  it('holds a well-formed address as unchecked until web3.js has loaded', () => {
    expect(receiverProblem(Keypair.generate().publicKey.toBase58(), wallet, null)).toBe(RECEIVER_CHECKING);
    expect(receiverProblem('not-an-address', wallet, null)).toBe('Not a Solana address.');
  });
});

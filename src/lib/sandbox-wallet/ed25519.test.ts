import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { describe, expect, it, vi } from 'vitest';
import { publicKeyOfSeed } from './ed25519';
import { SandboxWallet } from './sandbox-wallet';

const SEED = Uint8Array.from({ length: 32 }, (_, i) => 200 - i);
const BLOCKHASH = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

describe('publicKeyOfSeed', () => {
  it("is web3.js's public key of the same seed", async () => {
    expect(await publicKeyOfSeed(SEED)).toEqual(Keypair.fromSeed(SEED).publicKey.toBytes());
    await expect(publicKeyOfSeed(SEED.slice(1))).rejects.toThrow(RangeError);
  });

  it('gives a wallet that is the seed’s account and signs as it, without deriving the key again', async () => {
    const expected = Keypair.fromSeed(SEED).publicKey;
    const derive = vi.spyOn(Keypair, 'fromSeed');
    const wallet = new SandboxWallet({
      seed: SEED,
      publicKey: await publicKeyOfSeed(SEED),
      approve: () => Promise.resolve(true),
      origin: 'x',
      storage: null,
    });
    expect(derive).not.toHaveBeenCalled();
    const { accounts } = await wallet.features['standard:connect'].connect();
    expect(accounts[0]?.address).toBe(expected.toBase58());
    const tx = new Transaction({ feePayer: expected, blockhash: BLOCKHASH, lastValidBlockHeight: 1 }).add(
      SystemProgram.transfer({ fromPubkey: expected, toPubkey: Keypair.generate().publicKey, lamports: 5 }),
    );
    const [out] = await wallet.features['solana:signTransaction'].signTransaction({
      account: accounts[0]!,
      transaction: tx.serialize({ requireAllSignatures: false, verifySignatures: false }),
    });
    expect(Transaction.from(out!.signedTransaction).verifySignatures()).toBe(true);
  });
});

import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { Ledger, type Cosigner } from './ledger';

/** The payer takes 0.01 SOL (plus `extra` lamports) from an account the "sandbox" holds; the payer signs alone. */
function partiallySigned(ledger: Ledger, payer: Keypair, held: Keypair, extra = 0) {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
    instructions: [
      SystemProgram.transfer({ fromPubkey: held.publicKey, toPubkey: payer.publicKey, lamports: 10_000_000 + extra }),
    ],
  }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign([payer]);
  return tx;
}

function setup() {
  const ledger = Ledger.create();
  const payer = Keypair.generate();
  const held = Keypair.generate();
  ledger.airdrop(payer.publicKey.toBase58(), 1_000_000_000n);
  ledger.airdrop(held.publicKey.toBase58(), 1_000_000_000n);
  return { ledger, payer, held };
}

describe('Ledger cosigners', () => {
  it('add the signatures they hold before the transaction is verified', () => {
    const { ledger, payer, held } = setup();
    const seen: number[] = [];
    const cosigner: Cosigner = (wire) => {
      seen.push(wire.length);
      const tx = VersionedTransaction.deserialize(wire);
      tx.sign([held]);
      return { wire: tx.serialize() };
    };
    const remove = ledger.addCosigner(cosigner);
    const result = ledger.sendTransaction(partiallySigned(ledger, payer, held).serialize());
    expect(result).toMatchObject({ ok: true });
    expect(ledger.getBalance(held.publicKey.toBase58())).toBe(990_000_000n);
    expect(ledger.getTransaction(result.signature)?.meta.err).toBeNull();

    // A fully signed transaction never reaches them; once removed they are not asked at all.
    const full = partiallySigned(ledger, payer, held, 1);
    full.sign([held]);
    expect(ledger.sendTransaction(full.serialize())).toMatchObject({ ok: true });
    expect(seen).toHaveLength(1);
    remove();
    expect(ledger.sendTransaction(partiallySigned(ledger, payer, held, 2).serialize())).toMatchObject({
      ok: false,
      err: 'SignatureFailure',
      logs: [],
    });
    expect(seen).toHaveLength(1);
  });

  it('leave a refused transaction unsigned: it fails with SignatureFailure and the reason in its logs', () => {
    const { ledger, payer, held } = setup();
    ledger.addCosigner(() => ({ refused: 'pool co-signer: not signing' }));
    ledger.addCosigner(() => null);
    for (const skipPreflight of [false, true]) {
      const result = ledger.sendTransaction(partiallySigned(ledger, payer, held, Number(skipPreflight)).serialize(), {
        skipPreflight,
      });
      expect(result).toMatchObject({ ok: false, err: 'SignatureFailure' });
      expect(!result.ok && result.logs[0]).toBe('pool co-signer: not signing');
    }
    expect(ledger.getBalance(held.publicKey.toBase58())).toBe(1_000_000_000n);
  });

  it('verify no signature again when the caller checked them all (execute), and refuse a blank one still', () => {
    const { ledger, payer, held } = setup();
    const forged = partiallySigned(ledger, payer, held);
    forged.signatures[1] = new Uint8Array(64).fill(7);
    const wire = forged.serialize();
    expect(ledger.sendTransaction(wire, { skipPreflight: true })).toMatchObject({ ok: false, err: 'SignatureFailure' });
    expect(ledger.sendTransaction(wire, { skipPreflight: true, signaturesChecked: true })).toMatchObject({ ok: true });
    const blank = partiallySigned(ledger, payer, held, 1).serialize();
    expect(ledger.sendTransaction(blank, { signaturesChecked: true })).toMatchObject({ err: 'SignatureFailure' });
  });
});

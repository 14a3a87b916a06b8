import {
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  type PublicKey,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '../utils/base64';
import { checkBeforeSigning } from './sign-check';
import { decodeTransaction } from './transaction-codec';

const blockhash = Keypair.generate().publicKey.toBase58();
const wallet = Keypair.generate();
const namedPayer = Keypair.generate();
const attacker = Keypair.generate();
const dest = Keypair.generate().publicKey;
const walletAddress = wallet.publicKey.toBase58();

function v0Base64(payer: PublicKey, from: PublicKey): string {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: dest, lamports: 1_000 })],
  }).compileToV0Message();
  return bytesToBase64(new VersionedTransaction(message).serialize());
}

function legacyBase64(payer: PublicKey, from: PublicKey): string {
  const tx = new Transaction({ feePayer: payer, blockhash, lastValidBlockHeight: 1_000 }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: dest, lamports: 1_000 }),
  );
  return bytesToBase64(tx.serialize({ requireAllSignatures: false }));
}

/** What a man in the middle would do: find the key's 32 bytes in the wire message and put another key there. */
function swapKey(b64: string, from: PublicKey, to: PublicKey): string {
  const bytes = base64ToBytes(b64);
  const needle = from.toBytes();
  const at = bytes.findIndex((_, i) => needle.every((b, j) => bytes[i + j] === b));
  if (at < 0) throw new Error('key not in transaction');
  bytes.set(to.toBytes(), at);
  return bytesToBase64(bytes);
}

describe('checkBeforeSigning', () => {
  it('accepts a v0 transaction the wallet pays for and signs', () => {
    expect(checkBeforeSigning(v0Base64(wallet.publicKey, wallet.publicKey), { wallet: walletAddress })).toEqual({
      ok: true,
    });
  });

  it('accepts a legacy transaction the wallet pays for and signs', () => {
    expect(checkBeforeSigning(legacyBase64(wallet.publicKey, wallet.publicKey), { wallet: walletAddress })).toEqual({
      ok: true,
    });
  });

  it('accepts an already decoded transaction', () => {
    const decoded = decodeTransaction(v0Base64(wallet.publicKey, wallet.publicKey));
    expect(checkBeforeSigning(decoded, { wallet: walletAddress }).ok).toBe(true);
    expect(checkBeforeSigning(decoded.tx, { wallet: walletAddress }).ok).toBe(true);
  });

  it('accepts a gasless transaction whose fee payer is the payer the response named', () => {
    const opts = { wallet: walletAddress, expectedFeePayer: namedPayer.publicKey.toBase58() };
    expect(checkBeforeSigning(v0Base64(namedPayer.publicKey, wallet.publicKey), opts)).toEqual({ ok: true });
    expect(checkBeforeSigning(legacyBase64(namedPayer.publicKey, wallet.publicKey), opts)).toEqual({ ok: true });
    // the wallet paying itself stays fine when a payer was named
    expect(checkBeforeSigning(v0Base64(wallet.publicKey, wallet.publicKey), opts)).toEqual({ ok: true });
  });

  it('refuses a fee payer nobody named', () => {
    for (const b64 of [
      v0Base64(namedPayer.publicKey, wallet.publicKey),
      legacyBase64(namedPayer.publicKey, wallet.publicKey),
    ]) {
      for (const expectedFeePayer of [undefined, null, attacker.publicKey.toBase58()]) {
        const r = checkBeforeSigning(b64, { wallet: walletAddress, expectedFeePayer });
        expect(r).toMatchObject({ ok: false, reason: 'unexpected-fee-payer' });
        if (!r.ok) expect(r.message).toContain(namedPayer.publicKey.toBase58().slice(0, 4));
      }
    }
  });

  it('refuses a tampered gasless transaction: the named payer swapped for an attacker in the bytes', () => {
    const opts = { wallet: walletAddress, expectedFeePayer: namedPayer.publicKey.toBase58() };
    for (const original of [
      v0Base64(namedPayer.publicKey, wallet.publicKey),
      legacyBase64(namedPayer.publicKey, wallet.publicKey),
    ]) {
      expect(checkBeforeSigning(original, opts).ok).toBe(true);
      const tampered = swapKey(original, namedPayer.publicKey, attacker.publicKey);
      expect(decodeTransaction(tampered).tx).toBeDefined(); // still a well-formed transaction
      expect(checkBeforeSigning(tampered, opts)).toMatchObject({ ok: false, reason: 'unexpected-fee-payer' });
    }
  });

  it('refuses a tampered transaction where the wallet as fee payer was swapped for an attacker', () => {
    for (const original of [
      v0Base64(wallet.publicKey, wallet.publicKey),
      legacyBase64(wallet.publicKey, wallet.publicKey),
    ]) {
      const tampered = swapKey(original, wallet.publicKey, attacker.publicKey);
      const r = checkBeforeSigning(tampered, { wallet: walletAddress });
      expect(r.ok).toBe(false);
      expect(r).toMatchObject({ reason: 'wallet-not-signer' });
    }
  });

  it('refuses a transaction the wallet is not asked to sign', () => {
    const other = Keypair.generate().publicKey;
    for (const b64 of [v0Base64(other, other), legacyBase64(other, other)]) {
      const r = checkBeforeSigning(b64, { wallet: walletAddress, expectedFeePayer: other.toBase58() });
      expect(r).toMatchObject({ ok: false, reason: 'wallet-not-signer' });
      if (!r.ok) expect(r.message).toContain(`${walletAddress.slice(0, 4)}…${walletAddress.slice(-4)}`);
    }
  });

  it('refuses garbage as undecodable', () => {
    const good = base64ToBytes(v0Base64(wallet.publicKey, wallet.publicKey));
    for (const b64 of ['', 'not base64!!', 'AAAA', bytesToBase64(good.slice(0, 40))]) {
      const r = checkBeforeSigning(b64, { wallet: walletAddress });
      expect(r).toMatchObject({ ok: false, reason: 'undecodable' });
      if (!r.ok) expect(r.message).toMatch(/could not be read/);
    }
  });
});

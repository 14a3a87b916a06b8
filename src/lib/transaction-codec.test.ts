import {
  AddressLookupTableAccount,
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  type PublicKey,
} from '@solana/web3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '../utils/base64';
import {
  TransactionDecodeError,
  decodeTransaction,
  encodeTransaction,
  getFeePayer,
  getMissingSigners,
  getRequiredSigners,
  isVersioned,
} from './transaction-codec';

const blockhash = Keypair.generate().publicKey.toBase58();

function transfer(from: PublicKey, to: PublicKey) {
  return SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 1_000 });
}

function v0Tx(payer: PublicKey, from: PublicKey, to: PublicKey, tables: AddressLookupTableAccount[] = []) {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: blockhash,
    instructions: [transfer(from, to)],
  }).compileToV0Message(tables);
  return new VersionedTransaction(message);
}

function legacyTx(payer: PublicKey, from: PublicKey, to: PublicKey) {
  return new Transaction({ feePayer: payer, blockhash, lastValidBlockHeight: 1_000 }).add(transfer(from, to));
}

const wallet = Keypair.generate();
const payer = Keypair.generate();
const dest = Keypair.generate().publicKey;

describe('decodeTransaction / encodeTransaction', () => {
  it('decodes a v0 transaction as versioned and re-encodes it byte for byte', () => {
    const b64 = bytesToBase64(v0Tx(wallet.publicKey, wallet.publicKey, dest).serialize());
    const decoded = decodeTransaction(b64);
    expect(decoded.kind).toBe('versioned');
    expect(decoded.tx).toBeInstanceOf(VersionedTransaction);
    expect(isVersioned(decoded.tx)).toBe(true);
    expect(encodeTransaction(decoded)).toBe(b64);
    expect(encodeTransaction(decoded.tx)).toBe(b64);
  });

  it('decodes a legacy transaction as a Transaction and re-encodes it byte for byte', () => {
    const tx = legacyTx(wallet.publicKey, wallet.publicKey, dest);
    const b64 = bytesToBase64(tx.serialize({ requireAllSignatures: false }));
    const decoded = decodeTransaction(b64);
    expect(decoded.kind).toBe('legacy');
    expect(decoded.tx).toBeInstanceOf(Transaction);
    expect(isVersioned(decoded.tx)).toBe(false);
    expect(encodeTransaction(decoded.tx)).toBe(b64);
  });

  it('keeps an existing signature and adds the wallet signature (partially signed round trip)', () => {
    const v0 = v0Tx(payer.publicKey, wallet.publicKey, dest);
    v0.sign([payer]);
    const decodedV0 = decodeTransaction(bytesToBase64(v0.serialize()));
    expect(getMissingSigners(decodedV0.tx)).toEqual([wallet.publicKey.toBase58()]);
    (decodedV0.tx as VersionedTransaction).sign([wallet]);
    const signedV0 = decodeTransaction(encodeTransaction(decodedV0.tx));
    expect(getMissingSigners(signedV0.tx)).toEqual([]);

    const legacy = legacyTx(payer.publicKey, wallet.publicKey, dest);
    legacy.partialSign(payer);
    const b64 = bytesToBase64(legacy.serialize({ requireAllSignatures: false }));
    const decodedLegacy = decodeTransaction(b64);
    expect(encodeTransaction(decodedLegacy.tx)).toBe(b64);
    expect(getMissingSigners(decodedLegacy.tx)).toEqual([wallet.publicKey.toBase58()]);
    (decodedLegacy.tx as Transaction).partialSign(wallet);
    const signedLegacy = decodeTransaction(encodeTransaction(decodedLegacy.tx)).tx as Transaction;
    expect(getMissingSigners(signedLegacy)).toEqual([]);
    expect(signedLegacy.verifySignatures()).toBe(true);
  });

  it('refuses garbage with a TransactionDecodeError', () => {
    const good = base64ToBytes(bytesToBase64(v0Tx(wallet.publicKey, wallet.publicKey, dest).serialize()));
    const cases: Record<string, string> = {
      'not base64': 'not base64!!',
      empty: '',
      'one zero byte': bytesToBase64(new Uint8Array([0])),
      truncated: bytesToBase64(good.slice(0, good.length - 10)),
      'trailing bytes': bytesToBase64(new Uint8Array([...good, 1, 2, 3])),
      text: bytesToBase64(new TextEncoder().encode('{"error":"Failed to get quotes"}')),
    };
    for (const [name, b64] of Object.entries(cases)) {
      expect(() => decodeTransaction(b64), name).toThrow(TransactionDecodeError);
    }
  });

  it('never throws anything but TransactionDecodeError on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        try {
          decodeTransaction(bytesToBase64(bytes));
        } catch (e) {
          expect(e).toBeInstanceOf(TransactionDecodeError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('signer helpers', () => {
  it('list signers and fee payer of a v0 message (fee payer first)', () => {
    const tx = decodeTransaction(bytesToBase64(v0Tx(payer.publicKey, wallet.publicKey, dest).serialize())).tx;
    expect(getRequiredSigners(tx)).toEqual([payer.publicKey.toBase58(), wallet.publicKey.toBase58()]);
    expect(getFeePayer(tx)).toBe(payer.publicKey.toBase58());
    expect(getMissingSigners(tx)).toEqual(getRequiredSigners(tx));
  });

  it('read signers from the static keys of a v0 message that uses a lookup table', () => {
    const table = new AddressLookupTableAccount({
      key: Keypair.generate().publicKey,
      state: {
        deactivationSlot: BigInt('18446744073709551615'),
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        addresses: [dest],
      },
    });
    const built = v0Tx(wallet.publicKey, wallet.publicKey, dest, [table]);
    expect(built.message.addressTableLookups).toHaveLength(1); // dest really went through the table
    const tx = decodeTransaction(bytesToBase64(built.serialize())).tx;
    expect(getRequiredSigners(tx)).toEqual([wallet.publicKey.toBase58()]);
    expect(getFeePayer(tx)).toBe(wallet.publicKey.toBase58());
  });

  it('list signers and fee payer of a legacy message, decoded or built locally', () => {
    const built = legacyTx(payer.publicKey, wallet.publicKey, dest);
    const expected = [payer.publicKey.toBase58(), wallet.publicKey.toBase58()];
    expect(getRequiredSigners(built)).toEqual(expected);
    const decoded = decodeTransaction(bytesToBase64(built.serialize({ requireAllSignatures: false }))).tx;
    expect(getRequiredSigners(decoded)).toEqual(expected);
    expect(getFeePayer(decoded)).toBe(payer.publicKey.toBase58());
  });
});

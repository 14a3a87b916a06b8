import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { decodeTransaction, InvalidTransactionError } from './tx-meta';
import { readWire, staticWritable } from './wire-message';

const payer = Keypair.generate();
const owner = Keypair.generate();
const [to, looked] = [0, 1].map(() => Keypair.generate().publicKey);
const blockhash = Keypair.generate().publicKey.toBase58();
const instructions = [
  ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 }),
  ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 7_777 }),
  SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to!, lamports: 5 }),
  SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: looked!, lamports: 6 }),
  SystemProgram.assign({ accountPubkey: owner.publicKey, programId: SystemProgram.programId }),
];
const table = new AddressLookupTableAccount({
  key: Keypair.generate().publicKey,
  state: { deactivationSlot: 0n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, addresses: [looked!] },
});

function v0() {
  const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions });
  const tx = new VersionedTransaction(message.compileToV0Message([table]));
  tx.sign([payer, owner]);
  return tx.serialize();
}

function legacy() {
  const tx = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight: 1 }).add(...instructions);
  return tx.serialize({ requireAllSignatures: false });
}

describe('readWire', () => {
  it.each([
    ['v0 with a lookup table', v0],
    ['legacy, a signature blank', legacy],
  ])('reads %s as web3.js does', (_, build) => {
    const wire = Uint8Array.from(build());
    const read = readWire(wire)!;
    const { message, signatures } = VersionedTransaction.deserialize(wire);
    expect(read.signatures.map((b) => [...b])).toEqual(signatures.map((b) => [...b]));
    expect(read.version).toBe(message.version);
    expect(read.staticKeys.map((k) => [...k])).toEqual(message.staticAccountKeys.map((k) => [...k.toBytes()]));
    expect(read.instructions.map((ix) => [ix.programIdIndex, ...ix.data])).toEqual(
      message.compiledInstructions.map((ix) => [ix.programIdIndex, ...ix.data]),
    );
    expect(read.lookups.map((l) => [[...l.table], [...l.writable], [...l.readonly]])).toEqual(
      message.addressTableLookups.map((l) => [[...l.accountKey.toBytes()], l.writableIndexes, l.readonlyIndexes]),
    );
    const writable = read.staticKeys.map((_, i) => staticWritable(read.header, read.staticKeys.length, i));
    expect(writable).toEqual(read.staticKeys.map((_, i) => message.isAccountWritable(i)));
    const decoded = decodeTransaction(wire, () => null);
    expect(decoded).toMatchObject({ blockhash, computeUnitPrice: 7_777n, fee: 2n * 5_000n + 2_334n });
    expect(decoded.blankSignature).toBe(build === legacy);
    expect(decoded.tx.message.staticAccountKeys).toEqual(message.staticAccountKeys);
  });

  it('leaves to web3.js every wire cut short and a version it does not know', () => {
    const wire = v0();
    for (let n = 0; n < wire.length; n++) expect([n, readWire(wire.subarray(0, n))]).toEqual([n, null]);
    const v1 = Uint8Array.from(wire);
    v1[1 + 64 * 2] = 0x81; // after the two signatures
    expect(readWire(v1)).toBeNull();
    expect(() => decodeTransaction(v1, () => null)).toThrow(InvalidTransactionError);
    expect(() => decodeTransaction(v1, () => null)).toThrow(/^failed to deserialize transaction: /);
  });
});

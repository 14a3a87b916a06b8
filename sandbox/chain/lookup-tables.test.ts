import {
  AddressLookupTableAccount,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { Ledger } from './ledger';

const TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';

/** An active table as the runtime lays it out: 56 bytes of meta (type 1, never deactivated), then the addresses. */
function tableData(addresses: PublicKey[]) {
  const data = new Uint8Array(56 + 32 * addresses.length);
  const view = new DataView(data.buffer);
  view.setUint32(0, 1, true);
  view.setBigUint64(4, 0xffff_ffff_ffff_ffffn, true);
  addresses.forEach((a, i) => data.set(a.toBytes(), 56 + 32 * i));
  return { lamports: 1_000_000_000n, owner: TABLE_PROGRAM, data, executable: false, rentEpoch: 0n };
}

describe('Ledger lookup tables', () => {
  it('loads the addresses a table holds when the transaction lands, also after the table was written', () => {
    const ledger = Ledger.create();
    const payer = Keypair.generate();
    ledger.airdrop(payer.publicKey.toBase58(), 1_000_000_000n);
    const key = Keypair.generate().publicKey;
    ledger.advanceSlots(2);
    const sendThrough = (to: PublicKey, lamports: number) => {
      ledger.setAccount(key.toBase58(), tableData([to]));
      const table = new AddressLookupTableAccount({
        key,
        state: {
          deactivationSlot: 2n ** 64n - 1n,
          lastExtendedSlot: 0,
          lastExtendedSlotStartIndex: 0,
          addresses: [to],
        },
      });
      const message = new TransactionMessage({
        payerKey: payer.publicKey,
        recentBlockhash: ledger.latestBlockhash().blockhash,
        instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports })],
      }).compileToV0Message([table]);
      const tx = new VersionedTransaction(message);
      tx.sign([payer]);
      const sent = ledger.sendTransaction(tx.serialize());
      expect(sent.ok).toBe(true);
      return ledger.getTransaction(sent.signature)?.meta.loadedAddresses;
    };
    const [first, second] = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    expect(sendThrough(first, 1_000_000)).toEqual({ writable: [first.toBase58()], readonly: [] });
    expect(sendThrough(second, 2_000_000)).toEqual({ writable: [second.toBase58()], readonly: [] });
    expect(ledger.getBalance(second.toBase58())).toBe(2_000_000n);
  });
});

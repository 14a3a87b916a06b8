// Hostile and honest prediction transactions built with web3.js, for the tests. Test-only.
import { Keypair, PublicKey, Transaction, TransactionInstruction } from '@solana/web3.js';
import { ATA_PROGRAM, TOKEN_PROGRAM } from '../../../lib/tx/instructions';
import { bytesToBase64 } from '../../../utils/base64';

export const key = () => Keypair.generate().publicKey;

export function tokenIx(tag: number, a: PublicKey, b: PublicKey, amount: bigint) {
  const data = new Uint8Array(9);
  data[0] = tag;
  new DataView(data.buffer).setBigUint64(1, amount, true);
  return new TransactionInstruction({
    programId: new PublicKey(TOKEN_PROGRAM),
    keys: [a, b, key()].map((pubkey) => ({ pubkey, isSigner: false, isWritable: true })),
    data: data as unknown as TransactionInstruction['data'],
  });
}

export function encoded(...ixs: TransactionInstruction[]) {
  const tx = new Transaction({ feePayer: key(), blockhash: key().toBase58(), lastValidBlockHeight: 1 }).add(...ixs);
  return bytesToBase64(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
}

export const ataOf = (owner: PublicKey, mint: PublicKey) =>
  PublicKey.findProgramAddressSync(
    [owner.toBuffer(), new PublicKey(TOKEN_PROGRAM).toBuffer(), mint.toBuffer()],
    new PublicKey(ATA_PROGRAM),
  )[0];

export interface OrderTerms {
  owner: PublicKey;
  mint: string;
  isYes: boolean;
  isBuy: boolean;
  contracts: bigint;
  priceLimit: bigint;
  deposit: bigint;
  slippageBps?: number;
}

/** The prediction program's `create_order` as the public generated clients lay it out (with their v2 tail). */
export function createOrderIx(t: OrderTerms, order = key()) {
  const text = (s: string) => {
    const bytes = new TextEncoder().encode(s);
    const out = new Uint8Array(4 + bytes.length);
    new DataView(out.buffer).setUint32(0, bytes.length, true);
    out.set(bytes, 4);
    return out;
  };
  const tail = new Uint8Array(2 + 24 + 3);
  const view = new DataView(tail.buffer);
  tail[0] = t.isYes ? 1 : 0;
  tail[1] = t.isBuy ? 1 : 0;
  view.setBigUint64(2, t.contracts, true);
  view.setBigUint64(10, t.priceLimit, true);
  view.setBigUint64(18, t.deposit, true);
  view.setUint16(26, t.slippageBps ?? 0, true);
  const data = Uint8Array.from([
    ...[141, 54, 37, 207, 237, 210, 250, 215],
    ...text('0a1b2c'),
    ...text('3d4e5f'),
    ...tail,
  ]);
  const mint = new PublicKey(t.mint);
  const accounts = [t.owner, t.owner, key(), key(), key(), order, ataOf(t.owner, mint), mint, ataOf(order, mint)];
  return new TransactionInstruction({
    programId: new PublicKey('3ZZuTbwC6aJbvteyVxXUS7gtFYdf7AuXeitx6VyvjvUp'),
    keys: accounts.map((pubkey, i) => ({ pubkey, isSigner: i < 2, isWritable: i !== 7 })),
    data: data as unknown as TransactionInstruction['data'],
  });
}

/** `claim_payout` as the generated clients lay it out: no arguments, the owner signs. */
export function claimPayoutIx(owner: PublicKey, position: PublicKey, mint: PublicKey) {
  const accounts = [owner, key(), position, key(), ataOf(owner, mint), key(), new PublicKey(TOKEN_PROGRAM)];
  return new TransactionInstruction({
    programId: new PublicKey('3ZZuTbwC6aJbvteyVxXUS7gtFYdf7AuXeitx6VyvjvUp'),
    keys: accounts.map((pubkey, i) => ({ pubkey, isSigner: i === 0, isWritable: [1, 2, 4, 5].includes(i) })),
    data: Uint8Array.from([127, 240, 132, 62, 227, 198, 146, 133]) as unknown as TransactionInstruction['data'],
  });
}

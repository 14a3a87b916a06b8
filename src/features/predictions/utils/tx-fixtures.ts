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

import { createHash } from 'node:crypto';
import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { pk } from '../kit/tx/instructions';
import type { Address } from '../world/address';

/** Tag 18: no rent sysvar. */
export function initializeAccount3(program: Address, account: Address, mint: Address, owner: Address) {
  const data = Buffer.alloc(33);
  data[0] = 18;
  data.set(pk(owner).toBytes(), 1);
  return new TransactionInstruction({
    programId: pk(program),
    keys: [
      { pubkey: pk(account), isSigner: false, isWritable: true },
      { pubkey: pk(mint), isSigner: false, isWritable: false },
    ],
    data,
  });
}

/** At most 32 characters: the request id without dashes, cut, plus the account's role. */
export function seedOf(requestId: string, role: 'in' | 'out'): string {
  return `${requestId.replaceAll('-', '').slice(0, 30)}${role === 'in' ? 'i' : 'o'}`;
}

/** Seeded from the user's key: the user alone signs the deposit and pays the rent (back at close). */
export function orderAccountAddress(user: Address, seed: string, program: Address): Address {
  const digest = createHash('sha256').update(pk(user).toBytes()).update(seed).update(pk(program).toBytes()).digest();
  return new PublicKey(digest).toBase58();
}

export function createOrderAccount(user: Address, seed: string, program: Address, lamports: bigint, space: number) {
  return SystemProgram.createAccountWithSeed({
    fromPubkey: pk(user),
    basePubkey: pk(user),
    seed,
    newAccountPubkey: new PublicKey(orderAccountAddress(user, seed, program)),
    lamports: Number(lamports),
    space,
    programId: pk(program),
  });
}

import bs58 from 'bs58';
import type { Keypair } from '@solana/web3.js';
import { SEND_PROGRAM_ID } from '../../../api/send/schemas';
import { loadWeb3 } from '../../../lib/lazy-web3';

export const INVITE_CODE_LENGTH = 12;
const CODE_BYTES = 13;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{12}$/;

/** A fresh invite code (supplement §9): 13 random bytes, base58, the first 12 characters. */
export function newInviteCode(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  // 13 bytes always encode to 13 or more characters (a zero byte is one "1").
  return bs58.encode(random(new Uint8Array(CODE_BYTES))).slice(0, INVITE_CODE_LENGTH);
}

export const isInviteCode = (text: string): boolean => BASE58.test(text);

export async function inviteSeed(code: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`invite:${code}`)));
}

export interface InviteKey {
  keypair: Keypair;
  signer: string;
  pda: string;
}

/** Code → seed → keypair → PDA. The code and the secret key stay in memory; only `signer` and `pda` go out. */
export async function deriveInvite(code: string): Promise<InviteKey> {
  const [web3, seed] = await Promise.all([loadWeb3(), inviteSeed(code)]);
  const keypair = web3.Keypair.fromSeed(seed);
  const [pda] = web3.PublicKey.findProgramAddressSync(
    [new TextEncoder().encode('invite'), keypair.publicKey.toBytes()],
    new web3.PublicKey(SEND_PROGRAM_ID),
  );
  return { keypair, signer: keypair.publicKey.toBase58(), pda: pda.toBase58() };
}

import { PublicKey, Transaction, TransactionInstruction } from '@solana/web3.js';
import { solTransferInstruction } from '../../../hooks/use-send-sol';
import { ATA_PROGRAM as ATA_PROGRAM_ID, SYSTEM_PROGRAM, TOKEN_PROGRAM } from '../../../lib/tx/instructions';
import { NATIVE_MINT } from '../../../lib/tx/simulate';

const ATA_PROGRAM = new PublicKey(ATA_PROGRAM_ID);
const TOKEN = new PublicKey(TOKEN_PROGRAM);
const MINT = new PublicKey(NATIVE_MINT);
export const SYNC_NATIVE = 17;
export const CLOSE_ACCOUNT = 9;
const CREATE_IDEMPOTENT = 1;

export function wsolAccount(owner: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync([owner.toBuffer(), TOKEN.toBuffer(), MINT.toBuffer()], ATA_PROGRAM)[0];
}

// web3.js types `data` as a Node Buffer but only ever reads its bytes.
const bytes = (...b: number[]) => Uint8Array.from(b) as unknown as TransactionInstruction['data'];
const meta = (pubkey: PublicKey, isSigner: boolean, isWritable: boolean) => ({ pubkey, isSigner, isWritable });

function createIdempotent(owner: PublicKey, account: PublicKey) {
  return new TransactionInstruction({
    programId: ATA_PROGRAM,
    keys: [
      meta(owner, true, true),
      meta(account, false, true),
      meta(owner, false, false),
      meta(MINT, false, false),
      meta(new PublicKey(SYSTEM_PROGRAM), false, false),
      meta(TOKEN, false, false),
    ],
    data: bytes(CREATE_IDEMPOTENT),
  });
}

interface Blockhash {
  blockhash: string;
  lastValidBlockHeight: number;
}

/**
 * Wrap `lamports` of SOL for collateral (the API takes only wrapped SOL, supplement §10): create the account if
 * missing, move the SOL in, SyncNative so the token balance counts it.
 */
export function wrapInstructions(owner: PublicKey, lamports: bigint): TransactionInstruction[] {
  const account = wsolAccount(owner);
  return [
    createIdempotent(owner, account),
    solTransferInstruction(owner, account, lamports),
    new TransactionInstruction({ programId: TOKEN, keys: [meta(account, false, true)], data: bytes(SYNC_NATIVE) }),
  ];
}

export function unwrapInstruction(owner: PublicKey): TransactionInstruction {
  return new TransactionInstruction({
    programId: TOKEN,
    keys: [meta(wsolAccount(owner), false, true), meta(owner, false, true), meta(owner, true, false)],
    data: bytes(CLOSE_ACCOUNT),
  });
}

export function buildWrap(owner: PublicKey, lamports: bigint, blockhash: Blockhash): Transaction {
  return new Transaction({ feePayer: owner, ...blockhash }).add(...wrapInstructions(owner, lamports));
}

export function buildUnwrap(owner: PublicKey, blockhash: Blockhash): Transaction {
  return new Transaction({ feePayer: owner, ...blockhash }).add(unwrapInstruction(owner));
}

import { Keypair, PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { SEND_PROGRAM_ID } from '../../src/api/send/schemas';
import { escrowAccount, type EscrowToken } from '../kit/escrow';
import { ataOf } from '../kit/tx/builder';
import { closeAccount, createAtaIdempotent, pk, systemTransfer, transferChecked } from '../kit/tx/instructions';
import { hashBytes, type Address } from '../world/address';
import { NATIVE_MINT } from '../world/token';

const SEND_PROGRAM = new PublicKey(SEND_PROGRAM_ID);
const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

// Supplement §9: findProgramAddress([utf8("invite"), invite public key], the Send program).
export function invitePdaOf(inviteSigner: Address): Address {
  return PublicKey.findProgramAddressSync(
    [Buffer.from('invite'), pk(inviteSigner).toBuffer()],
    SEND_PROGRAM,
  )[0].toBase58();
}

export function escrowKeypair(seed: string, invitePda: Address): Keypair {
  return Keypair.fromSeed(hashBytes('send-escrow', seed, invitePda));
}

export { escrowAccount };

export const inviteSignerProof = (inviteSigner: Address) =>
  SystemProgram.assign({ accountPubkey: pk(inviteSigner), programId: SystemProgram.programId });

export const payoutMemo = (action: 'claimed' | 'expired', receiver: Address) =>
  new TransactionInstruction({ programId: MEMO_PROGRAM, keys: [], data: Buffer.from(`send:${action}:${receiver}`) });

export function readPayoutMemo(logs: readonly string[]): { action: 'claimed' | 'expired'; receiver: Address } | null {
  for (const line of logs) {
    const match = /send:(claimed|expired):(\w+)/.exec(line);
    if (match?.[1] && match[2]) return { action: match[1] as 'claimed' | 'expired', receiver: match[2] };
  }
  return null;
}

export function payoutInstructions(
  payer: Address,
  escrow: Address,
  account: Address,
  token: EscrowToken,
  amount: bigint,
  rent: bigint,
  sender: Address,
  receiver: Address,
) {
  if (token.mint === NATIVE_MINT) {
    if (receiver === sender) return [closeAccount(token.program, account, sender, escrow)];
    return [
      closeAccount(token.program, account, escrow, escrow),
      systemTransfer(escrow, receiver, amount),
      systemTransfer(escrow, sender, rent),
    ];
  }
  const dest = ataOf(receiver, token.mint, token.program);
  return [
    createAtaIdempotent(payer, dest, receiver, token.mint, token.program),
    transferChecked(token.program, account, token.mint, dest, escrow, amount, token.decimals),
    closeAccount(token.program, account, sender, escrow),
  ];
}

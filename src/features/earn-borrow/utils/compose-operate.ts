import {
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  type AddressLookupTableAccount,
} from '@solana/web3.js';
import type { OperateInstructionsResponse } from '../../../api/lend/schemas';
import { toInstruction } from '../../../lib/tx/wire-instruction';
import { TOKEN_PROGRAM } from '../../../lib/tx/instructions';
import { CLOSE_ACCOUNT, SYNC_NATIVE, unwrapInstruction, wrapInstructions, wsolAccount } from './wsol';

const PACKET_MAX = 1232;

export interface ComposeInput {
  owner: PublicKey;
  response: Pick<OperateInstructionsResponse, 'instructions'>;
  wrap: bigint | null;
  unwrap: boolean;
  blockhash: string;
  tables: readonly AddressLookupTableAccount[];
}

export type Composed = { ok: true; transaction: VersionedTransaction } | { ok: false; reason: string };

/** One v0 transaction: the wrap, the service's run unchanged and contiguous, the unwrap. */
export function composeOperate(input: ComposeInput): Composed {
  const { owner, response, wrap, unwrap, blockhash, tables } = input;
  let run: TransactionInstruction[];
  try {
    run = response.instructions.map(toInstruction);
  } catch {
    return { ok: false, reason: 'an instruction could not be read' };
  }
  if (run.length === 0) return { ok: false, reason: 'no instructions' };
  const wsol = wsolAccount(owner);
  const ownWrapping = run.some(
    (ix) =>
      ix.programId.toBase58() === TOKEN_PROGRAM &&
      ix.keys[0]?.pubkey.equals(wsol) === true &&
      (ix.data[0] === SYNC_NATIVE || ix.data[0] === CLOSE_ACCOUNT),
  );
  if (ownWrapping) return { ok: false, reason: 'the run wraps SOL itself' };
  const instructions = [
    ...(wrap && wrap > 0n ? wrapInstructions(owner, wrap) : []),
    ...run,
    ...(unwrap ? [unwrapInstruction(owner)] : []),
  ];
  let transaction: VersionedTransaction;
  try {
    const message = new TransactionMessage({ payerKey: owner, recentBlockhash: blockhash, instructions });
    transaction = new VersionedTransaction(message.compileToV0Message([...tables]));
    if (transaction.serialize().length > PACKET_MAX) return { ok: false, reason: 'too large for one transaction' };
  } catch (e) {
    return { ok: false, reason: `it could not be compiled (${e instanceof Error ? e.message : 'unknown'})` };
  }
  return { ok: true, transaction };
}

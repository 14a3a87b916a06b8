import {
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  type AddressLookupTableAccount,
} from '@solana/web3.js';
import type { OperateInstructionsResponse } from '../../../api/lend/schemas';
import { base64ToBytes } from '../../../utils/base64';
import { TOKEN_PROGRAM } from '../../../lib/tx/instructions';
import { CLOSE_ACCOUNT, SYNC_NATIVE, unwrapInstruction, wrapInstructions, wsolAccount } from './wsol';

/** The most a signed transaction may weigh on the wire. */
const PACKET_MAX = 1232;

export interface ComposeInput {
  owner: PublicKey;
  response: Pick<OperateInstructionsResponse, 'instructions'>;
  /** Lamports to wrap before the run; 0 or null: none. */
  wrap: bigint | null;
  /** Close the wrapped-SOL account after the run. */
  unwrap: boolean;
  blockhash: string;
  /** The response's lookup tables, loaded; empty when it named none. */
  tables: readonly AddressLookupTableAccount[];
}

export type Composed = { ok: true; transaction: VersionedTransaction } | { ok: false; reason: string };

const decode = (ix: OperateInstructionsResponse['instructions'][number]) =>
  new TransactionInstruction({
    programId: new PublicKey(ix.programId),
    keys: ix.accounts.map((a) => ({ pubkey: new PublicKey(a.pubkey), isSigner: a.isSigner, isWritable: a.isWritable })),
    data: base64ToBytes(ix.data) as unknown as TransactionInstruction['data'],
  });

/**
 * One v0 transaction, the wallet paying: the wrap, the service's run unchanged and contiguous, the unwrap. Other
 * signers the run names are the service's (the vault, a new position's mint), added where it lands, as for `operate`.
 * Not composable when the run already moves the wallet's wrapped SOL account itself, or when it does not fit.
 */
export function composeOperate(input: ComposeInput): Composed {
  const { owner, response, wrap, unwrap, blockhash, tables } = input;
  let run: TransactionInstruction[];
  try {
    run = response.instructions.map(decode);
  } catch {
    return { ok: false, reason: 'an instruction could not be read' };
  }
  if (run.length === 0) return { ok: false, reason: 'no instructions' };
  const wsol = wsolAccount(owner);
  // A run that syncs or closes the account itself would double our wrap or unwrap.
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
    // web3.js throws when a message outgrows its buffers.
    return { ok: false, reason: `it could not be compiled (${e instanceof Error ? e.message : 'unknown'})` };
  }
  return { ok: true, transaction };
}

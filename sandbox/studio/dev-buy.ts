import {
  TransactionMessage,
  VersionedMessage,
  type TransactionInstruction,
  type VersionedTransaction,
} from '@solana/web3.js';
import { quoteBuy } from '../../src/utils/studio-curve';
import { ATA_PROGRAM, SYSTEM_PROGRAM } from '../../src/utils/solana-wire/programs';
import { decodeSystemTransfer } from '../../src/utils/solana-wire/system';
import { TOKEN_IX, tokenAmountOf } from '../../src/utils/solana-wire/token';
import { ataOf } from '../kit/tx/builder';
import { Refused } from '../kit/refused';
import { NATIVE_MINT } from '../world/token';
import { BASE_PROGRAM, curveOf, type LaunchKeys, type LaunchRecord, QUOTE_PROGRAM } from './launch';

/** The creator's buy carried by the create transaction (docs/studio-dev-buy.md): quote in, tokens out, the fee. */
export interface DevBuy {
  quoteIn: bigint;
  baseOut: bigint;
  fee: bigint;
}

const refuse = (why: string) => new Refused(400, `Dev buy refused: ${why}`);
const keyOf = (ix: TransactionInstruction, i: number) => ix.keys[i]?.pubkey.toBase58() ?? '';

function sameInstruction(a: TransactionInstruction, b: TransactionInstruction): boolean {
  return (
    a.programId.equals(b.programId) &&
    a.data.equals(b.data) &&
    a.keys.length === b.keys.length &&
    a.keys.every((k, i) => b.keys[i]?.pubkey.equals(k.pubkey))
  );
}

const signersOf = (m: VersionedMessage) =>
  m.staticAccountKeys
    .slice(0, m.header.numRequiredSignatures)
    .map((k) => k.toBase58())
    .sort()
    .join();

/**
 * The instructions appended to the built create message, or null when `tx` is not that message plus a tail: same
 * payer, blockhash and signers, the built instructions first and unchanged.
 */
export function appendedTo(tx: VersionedTransaction, built: Uint8Array): TransactionInstruction[] | null {
  const message = VersionedMessage.deserialize(built);
  if (tx.message.addressTableLookups.length > 0 || signersOf(tx.message) !== signersOf(message)) return null;
  let theirs: TransactionMessage;
  try {
    theirs = TransactionMessage.decompile(tx.message);
  } catch {
    return null;
  }
  const ours = TransactionMessage.decompile(message).instructions;
  const head = theirs.instructions.slice(0, ours.length);
  const same =
    theirs.payerKey.equals(message.staticAccountKeys[0] ?? theirs.payerKey) &&
    theirs.recentBlockhash === message.recentBlockhash &&
    head.length === ours.length &&
    head.every((ix, i) => sameInstruction(ix, ours[i] as TransactionInstruction));
  return same ? theirs.instructions.slice(ours.length) : null;
}

function amountOf(ix: TransactionInstruction): bigint {
  return tokenAmountOf(ix.data) ?? 0n;
}

/**
 * A SOL-quoted buy pays from the creator's wrapped-SOL account: opened, funded from the wallet, synced, and closed back
 * to the creator after the buy (docs/studio-dev-buy.md). True for such a step, false for anything else.
 */
function isWrapStep(ix: TransactionInstruction, launch: LaunchRecord): boolean {
  if (launch.quoteMint !== NATIVE_MINT) return false;
  const { creator } = launch;
  const wsol = ataOf(creator, NATIVE_MINT, QUOTE_PROGRAM);
  const program = ix.programId.toBase58();
  if (program === ATA_PROGRAM) return keyOf(ix, 1) === wsol && keyOf(ix, 2) === creator;
  if (program === SYSTEM_PROGRAM) {
    return decodeSystemTransfer(ix.data) !== null && keyOf(ix, 0) === creator && keyOf(ix, 1) === wsol;
  }
  if (program !== QUOTE_PROGRAM || keyOf(ix, 0) !== wsol) return false;
  if (ix.data[0] === TOKEN_IX.SyncNative) return ix.data.length === 1;
  return ix.data[0] === TOKEN_IX.CloseAccount && keyOf(ix, 1) === creator && keyOf(ix, 2) === creator;
}

/**
 * Reads the tail as the sandbox curve's buy (the creator's token account opened, the quote paid into the curve's
 * vault, the tokens paid out of it) and checks it as the pool co-signer checks any buy: no more out than the fresh
 * curve gives at the pool's base fee (DBC's first swap in the creating transaction pays the minimum fee).
 */
export function devBuyOf(tail: readonly TransactionInstruction[], launch: LaunchRecord, keys: LaunchKeys): DevBuy {
  const { creator, mint } = launch;
  const vaults = keys.curveVaults;
  const authority = keys.curveAuthority.publicKey.toBase58();
  let quoteIn: bigint | null = null;
  let baseOut: bigint | null = null;
  for (const ix of tail) {
    const program = ix.programId.toBase58();
    const tag = ix.data[0];
    if (isWrapStep(ix, launch)) continue;
    if (program === ATA_PROGRAM) {
      const own = keyOf(ix, 1) === ataOf(creator, mint, BASE_PROGRAM) && keyOf(ix, 2) === creator;
      if (!own || keyOf(ix, 3) !== mint) throw refuse('it opens an account other than your token account');
    } else if (program === BASE_PROGRAM && tag === TOKEN_IX.TransferChecked && keyOf(ix, 0) === vaults.baseVault) {
      if (baseOut !== null || keyOf(ix, 3) !== authority) throw refuse('the curve pays out more than once');
      baseOut = amountOf(ix);
    } else if (program === QUOTE_PROGRAM && (tag === TOKEN_IX.Transfer || tag === TOKEN_IX.TransferChecked)) {
      const to = keyOf(ix, tag === TOKEN_IX.Transfer ? 1 : 2);
      const by = keyOf(ix, tag === TOKEN_IX.Transfer ? 2 : 3);
      if (quoteIn !== null || to !== vaults.quoteVault || by !== creator) {
        throw refuse('it pays something other than the curve, or pays it twice');
      }
      quoteIn = amountOf(ix);
    } else {
      throw refuse(`instruction ${String(tail.indexOf(ix) + 1)} after the create is no part of a buy`);
    }
  }
  if (quoteIn === null || baseOut === null) throw refuse('it must pay the curve and take tokens from it');
  const curve = curveOf(launch);
  const trade = quoteBuy(curve, { sold: 0n, raised: 0n }, quoteIn, launch.fee.feeBps);
  if (!trade || trade.next.sold >= curve.sellable) throw refuse('it would buy the whole curve at launch');
  if (baseOut > trade.amountOut) {
    throw refuse(
      `it takes ${String(baseOut)} tokens for ${String(quoteIn)}, the curve gives ${String(trade.amountOut)}`,
    );
  }
  return { quoteIn, baseOut, fee: trade.fee };
}

import { MEMO_PROGRAM } from '../../src/utils/solana-wire/programs';
import { PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { burn, createAtaIdempotent, mintTo, pk, transferChecked } from '../kit/tx/instructions';
import type { Address } from '../world/address';
import {
  DEPOSIT_DECIMALS,
  depositAccountOf,
  escrowAddress,
  outcomeMint,
  OUTCOME_DECIMALS,
  positionAddress,
  TOKEN_PROGRAM,
  vaultAddress,
} from './accounts';

export const MEMO_PREFIX = 'prediction:';

/** So every prediction transaction is listed under the vault's address. */
const memo = (text: string, signer: Address) =>
  new TransactionInstruction({
    programId: pk(MEMO_PROGRAM),
    keys: [{ pubkey: new PublicKey(signer), isWritable: false, isSigner: true }],
    data: Buffer.from(MEMO_PREFIX + text, 'utf8'),
  });

export interface TradeTx {
  readonly seed: string;
  readonly owner: Address;
  readonly marketId: string;
  readonly isYes: boolean;
  readonly contracts: bigint;
  readonly amount: bigint;
  readonly mint: Address;
  readonly memo: string;
  readonly blockhash: string;
  readonly feePayer?: Address;
}

function compile(payer: Address, blockhash: string, instructions: TransactionInstruction[]) {
  const message = new TransactionMessage({
    payerKey: new PublicKey(payer),
    recentBlockhash: blockhash,
    instructions,
  }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  return { wire: tx.serialize(), message: message.serialize() };
}

export function buyTx(t: TradeTx) {
  const vault = vaultAddress(t.seed);
  const mint = outcomeMint(t.seed, t.marketId, t.isYes);
  const position = positionAddress(t.seed, t.owner, t.marketId, t.isYes);
  return compile(t.owner, t.blockhash, [
    createAtaIdempotent(t.owner, position, t.owner, mint, TOKEN_PROGRAM),
    transferChecked(
      TOKEN_PROGRAM,
      depositAccountOf(t.owner, t.mint),
      t.mint,
      escrowAddress(t.seed, t.marketId, t.mint),
      t.owner,
      t.amount,
      DEPOSIT_DECIMALS,
    ),
    mintTo(TOKEN_PROGRAM, mint, position, vault, t.contracts),
    memo(t.memo, vault),
  ]);
}

export function payoutTx(t: TradeTx) {
  const vault = vaultAddress(t.seed);
  const mint = outcomeMint(t.seed, t.marketId, t.isYes);
  const position = positionAddress(t.seed, t.owner, t.marketId, t.isYes);
  const to = depositAccountOf(t.owner, t.mint);
  const escrow = escrowAddress(t.seed, t.marketId, t.mint);
  return compile(t.feePayer ?? t.owner, t.blockhash, [
    createAtaIdempotent(t.feePayer ?? t.owner, to, t.owner, t.mint, TOKEN_PROGRAM),
    ...(t.contracts > 0n ? [burn(TOKEN_PROGRAM, position, mint, t.owner, t.contracts)] : []),
    transferChecked(TOKEN_PROGRAM, escrow, t.mint, to, vault, t.amount, DEPOSIT_DECIMALS),
    memo(t.memo, vault),
  ]);
}

export { OUTCOME_DECIMALS };

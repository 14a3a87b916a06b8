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

const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
/** Every prediction transaction carries a memo starting with this, naming what it does (see memo.ts). */
export const MEMO_PREFIX = 'prediction:';

/** A memo signed by the vault (so every prediction transaction is listed under the vault's address). */
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
  /** Micro-contracts minted (buy) or burnt (sell, claim). */
  readonly contracts: bigint;
  /** Raw units of `mint` (micro-USD): what the owner pays into the escrow (buy) or receives from it (sell, claim). */
  readonly amount: bigint;
  /** The deposit mint (USDC or JupUSD): the escrow and the owner's account are of this mint. */
  readonly mint: Address;
  /** Names the operation in the memo: `buy|sell|claim:<id>`. */
  readonly memo: string;
  readonly blockhash: string;
  /** Defaults to the owner; the vault pays for the transactions it sends alone. */
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

/**
 * A buy: the owner's deposit (cost and fees, USDC or JupUSD) into the market's escrow of that mint, and the vault mints
 * the contracts into the owner's position account (created if new, paid by the owner).
 */
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

/** A sell or a claim: the owner burns contracts, the mint's escrow pays the owner (whose account is created if new). */
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

import { SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import type { Ledger } from '../../chain/ledger';
import { pk } from '../../kit/tx/instructions';
import { borrowAuthorityOf, positionMintOf, type BorrowKeys } from './vaults';

const FEES = 10_000_000n;

/**
 * The liquidation's transaction: signed by the vault, touching the position's account, so a wallet's history on
 * chain says when it happened (the positions read gives neither time nor signature). Null when it could not land.
 */
export function landLiquidation(ledger: Ledger, seed: string, k: BorrowKeys, positionId: number): string | null {
  const vault = borrowAuthorityOf(seed, k.config.id);
  if (ledger.getBalance(k.authority) < FEES) ledger.airdrop(k.authority, 10n * FEES);
  const message = new TransactionMessage({
    payerKey: vault.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
    instructions: [
      SystemProgram.transfer({
        fromPubkey: vault.publicKey,
        toPubkey: pk(positionMintOf(seed, positionId)),
        lamports: 0,
      }),
    ],
  }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign([vault]);
  const sent = ledger.sendTransaction(tx.serialize());
  return sent.ok ? sent.signature : null;
}

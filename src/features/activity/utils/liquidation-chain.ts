import { PublicKey, type Connection } from '@solana/web3.js';
import type { BorrowPosition } from '../../../api/lend/schemas';

/** How far back a position's own history is searched: its opening, its changes and its liquidation. */
const SEARCHED = 50;

export interface ChainLiquidation {
  signature: string;
  /** Epoch ms. */
  at: number | null;
}

type Reader = Pick<Connection, 'getSignaturesForAddress' | 'getTransaction'>;

/**
 * The liquidation's transaction on chain: the newest landed one on the position's account that its vault paid for and
 * signed (the owner's own changes are paid by the owner). Null when none is found.
 */
export async function findLiquidation(reader: Reader, position: BorrowPosition): Promise<ChainLiquidation | null> {
  const signatures = await reader.getSignaturesForAddress(new PublicKey(position.address), { limit: SEARCHED });
  for (const s of signatures) {
    if (s.err !== null) continue;
    const tx = await reader.getTransaction(s.signature, { maxSupportedTransactionVersion: 0 });
    const payer = tx?.transaction.message.staticAccountKeys[0]?.toBase58();
    if (payer === position.vault.address && payer !== position.ownerAddress) {
      const time = tx?.blockTime ?? s.blockTime;
      return { signature: s.signature, at: typeof time === 'number' ? time * 1000 : null };
    }
  }
  return null;
}

import { PublicKey, type Connection } from '@solana/web3.js';
import type { BlockhashExpiry, LandingOutcome } from './outcome';
import { expiredError, landedFailure } from './tx-error';

export type ChainConnection = Pick<
  Connection,
  'getSignatureStatuses' | 'getBlockHeight' | 'isBlockhashValid' | 'getSignaturesForAddress' | 'getTransaction'
>;

export interface ChainTarget {
  /** The transaction's first signature, or null while only the service knows it (its payer signs at execute). */
  signature: string | null;
  expiry: BlockhashExpiry;
  wallet?: string;
  walletSignature?: string | null;
  sentAtMs?: number;
}

export type ChainReading = { landed: true; signature: string; err: unknown } | { landed: false; expired: boolean };

const LANDED = new Set(['confirmed', 'finalized']);

export function backoffMs(round: number): number {
  return [500, 1_000, 2_000, 3_000][round] ?? 5_000;
}

async function isExpired(chain: ChainConnection, expiry: BlockhashExpiry): Promise<boolean> {
  if (expiry.lastValidBlockHeight !== null) {
    return (await chain.getBlockHeight('confirmed')) > expiry.lastValidBlockHeight;
  }
  const { value } = await chain.isBlockhashValid(expiry.blockhash, { commitment: 'confirmed' });
  return !value;
}

/** For gasless / RFQ, where the fee payer signs at execute and the wallet's signature is not the id. */
/** Gasless and RFQ: the fee payer signs at execute, so the wallet's signature is not the transaction's id. */
async function findByWalletSignature(chain: ChainConnection, target: ChainTarget) {
  if (!target.wallet || !target.walletSignature) return null;
  const since = (target.sentAtMs ?? 0) / 1000 - 60;
  const recent = await chain.getSignaturesForAddress(new PublicKey(target.wallet), { limit: 25 }, 'confirmed');
  for (const entry of recent) {
    if (entry.blockTime != null && entry.blockTime < since) break;
    const tx = await chain.getTransaction(entry.signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    if (tx?.transaction.signatures.includes(target.walletSignature)) {
      return { landed: true as const, signature: entry.signature, err: tx.meta?.err ?? entry.err };
    }
  }
  return null;
}

/** Expiry read before status, so "expired and not landed" is final. */
// Expiry is read before status: expired and not landed is final (it can no longer land).
export async function readChain(chain: ChainConnection, target: ChainTarget): Promise<ChainReading> {
  const expired = await isExpired(chain, target.expiry);
  if (target.signature) {
    const { value } = await chain.getSignatureStatuses([target.signature], { searchTransactionHistory: true });
    const status = value[0];
    if (status?.confirmationStatus && LANDED.has(status.confirmationStatus)) {
      return { landed: true, signature: target.signature, err: status.err };
    }
  } else if (expired) {
    const found = await findByWalletSignature(chain, target);
    if (found) return found;
  }
  return { landed: false, expired };
}

export function outcomeOfReading(reading: ChainReading, signature: string | null): LandingOutcome | null {
  if (reading.landed) {
    return reading.err === null
      ? { status: 'confirmed', signature: reading.signature }
      : { status: 'failed', signature: reading.signature, error: landedFailure(reading.signature, reading.err) };
  }
  if (reading.expired) return { status: 'expired', signature, error: expiredError(signature) };
  return null;
}

/** An unreachable RPC is asked again (the record resumes after a reload): ends only with a final outcome. */
export async function waitForChain(
  chain: ChainConnection,
  target: ChainTarget,
  sleep: (ms: number) => Promise<void>,
): Promise<LandingOutcome> {
  for (let round = 0; ; round++) {
    try {
      const outcome = outcomeOfReading(await readChain(chain, target), target.signature);
      if (outcome) return outcome;
    } catch {
      // unreadable this time; look again after the delay
    }
    await sleep(backoffMs(round));
  }
}

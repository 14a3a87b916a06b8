import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction, type PublicKey } from '@solana/web3.js';
import { vi } from 'vitest';
import type { ChainConnection } from './chain-status';

/** Test-only helpers shared by the landing and tracker tests: a real transaction and a scripted chain. */

export const BLOCKHASH = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
export const LAST_VALID = 150;

export function transferTx(wallet: PublicKey, payer: PublicKey = wallet): VersionedTransaction {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: BLOCKHASH,
    instructions: [SystemProgram.transfer({ fromPubkey: wallet, toPubkey: Keypair.generate().publicKey, lamports: 1 })],
  }).compileToV0Message();
  return new VersionedTransaction(message);
}

type Status = { slot: number; confirmations: number | null; err: unknown; confirmationStatus: string } | null;

/**
 * A chain whose block height and signature statuses the test sets as it goes. Every read is a spy, so a test can
 * assert what was asked; `heights` are returned in order (the last repeats).
 */
export function fakeChain(options: { heights?: number[]; status?: (signature: string) => Status } = {}) {
  const heights = options.heights ?? [100];
  let reads = 0;
  const chain = {
    getBlockHeight: vi.fn(() => Promise.resolve(heights[Math.min(reads++, heights.length - 1)] ?? 0)),
    getSignatureStatuses: vi.fn((signatures: string[]) =>
      Promise.resolve({ context: { slot: 1 }, value: signatures.map((s) => options.status?.(s) ?? null) }),
    ),
    isBlockhashValid: vi.fn(() => Promise.resolve({ context: { slot: 1 }, value: true })),
    getSignaturesForAddress: vi.fn(() => Promise.resolve([] as unknown[])),
    getTransaction: vi.fn(() => Promise.resolve(null as unknown)),
  };
  return { chain, connection: chain as unknown as ChainConnection };
}

export const landed = (err: unknown = null): Status => ({
  slot: 5,
  confirmations: 1,
  err,
  confirmationStatus: 'confirmed',
});

export const instantSleep = () => {
  const slept: number[] = [];
  let clock = 1_000_000;
  return {
    slept,
    now: () => clock,
    sleep: (ms: number) => {
      // A loop that never ends fails the test instead of filling the heap.
      if (slept.length > 500) return Promise.reject(new Error('instantSleep: still looping after 500 sleeps'));
      slept.push(ms);
      clock += ms;
      return Promise.resolve();
    },
    advance: (ms: number) => {
      clock += ms;
    },
  };
};

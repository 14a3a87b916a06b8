import bs58 from 'bs58';
import type { Web3Module } from '../../../lib/lazy-web3';

/** Shown while web3.js (which checks the curve) loads: the address is not used until it has been checked. */
export const RECEIVER_CHECKING = 'Checking the address…';

/** Spec §4.2: a token account or typo would lose the output; on-curve check needs web3.js, loaded later. */
export function receiverProblem(receiver: string, taker: string | null, web3: Web3Module | null): string | undefined {
  if (receiver === '') return undefined;
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(receiver);
  } catch {
    return 'Not a Solana address.';
  }
  if (bytes.length !== 32 || bs58.encode(bytes) !== receiver) return 'Not a Solana address.';
  if (receiver === taker) return 'This is your own wallet; leave the field empty to receive here.';
  if (!web3) return RECEIVER_CHECKING;
  if (!web3.PublicKey.isOnCurve(bytes)) return 'This is a program address, not a wallet; the output could be lost.';
  return undefined;
}

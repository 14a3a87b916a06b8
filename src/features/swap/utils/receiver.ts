import { PublicKey } from '@solana/web3.js';

/** A receiver must be a wallet address (spec §4.2); a token account or a typo would lose the output. */
export function receiverProblem(receiver: string, taker: string | null): string | undefined {
  if (receiver === '') return undefined;
  let key: PublicKey;
  try {
    key = new PublicKey(receiver);
  } catch {
    return 'Not a Solana address.';
  }
  if (key.toBase58() !== receiver) return 'Not a Solana address.';
  if (receiver === taker) return 'This is your own wallet; leave the field empty to receive here.';
  if (!PublicKey.isOnCurve(key.toBytes())) return 'This is a program address, not a wallet; the output could be lost.';
  return undefined;
}

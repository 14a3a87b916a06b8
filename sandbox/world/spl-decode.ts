import { type Account, type Mint, unpackAccount, unpackMint } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import type { AccountData } from '../chain/types';
import type { Address } from './address';

/**
 * Decodes with @solana/spl-token's own unpackers, so tests check the hand-written layouts against the reference
 * implementation rather than against themselves.
 */
function info(account: AccountData) {
  return {
    data: Buffer.from(account.data),
    owner: new PublicKey(account.owner),
    lamports: Number(account.lamports),
    executable: account.executable,
  };
}

export function splMint(address: Address, account: AccountData): Mint {
  return unpackMint(new PublicKey(address), info(account), new PublicKey(account.owner));
}

export function splAccount(address: Address, account: AccountData): Account {
  return unpackAccount(new PublicKey(address), info(account), new PublicKey(account.owner));
}

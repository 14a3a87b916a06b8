import { type Address, decodeAddress } from './address';
import type { LedgerAccounts } from './ledger-accounts';
import type { TokenProgram } from './token';
import { hasKeyAt, isTokenAccountData, readMintDecimals, readTokenAccount } from './token-layout';
import type { World } from './world';

export interface WalletTokenBalance {
  readonly mint: Address;
  /** The world's symbol; empty for a mint the world does not know (made on the ledger after genesis). */
  readonly symbol: string;
  readonly decimals: number;
  /** Raw amount. */
  readonly amount: string;
  /** The token account holding it. */
  readonly account: Address;
  readonly tokenProgram: TokenProgram;
}

export interface WalletBalances {
  readonly address: Address;
  readonly lamports: string;
  readonly tokens: readonly WalletTokenBalance[];
}

/** Code-unit order: the same on every machine, unlike a locale's collation. */
const compare = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);

/**
 * Everything a wallet holds, read from the ledger alone: its lamports, and every token account of either program
 * whose owner field (bytes 32..64) is the wallet, whether or not it is the associated one. Sorted by symbol, then
 * mint, then account, so the answer is stable.
 */
export function walletBalances(ledger: LedgerAccounts, world: World, address: Address): WalletBalances {
  const owner = decodeAddress(address);
  if (!owner) throw new RangeError(`not a base58 32-byte address: ${address}`);
  const tokens: WalletTokenBalance[] = [];
  for (const { pubkey, account } of ledger.tokenAccountsByOwner(address)) {
    if (!isTokenAccountData(account.data) || !hasKeyAt(account.data, 32, owner)) continue;
    const { mint, amount } = readTokenAccount(account.data);
    const known = world.byMint.get(mint);
    const mintData = known ? null : ledger.getAccount(mint)?.data;
    tokens.push({
      mint,
      symbol: known?.symbol ?? '',
      decimals: known?.decimals ?? (mintData ? readMintDecimals(mintData) : 0),
      amount: amount.toString(),
      account: pubkey,
      tokenProgram: account.owner as TokenProgram,
    });
  }
  tokens.sort((a, b) => compare(a.symbol, b.symbol) || compare(a.mint, b.mint) || compare(a.account, b.account));
  return { address, lamports: (ledger.getAccount(address)?.lamports ?? 0n).toString(), tokens };
}

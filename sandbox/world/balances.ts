import { type Address, decodeAddress } from './address';
import type { LedgerAccounts } from './ledger-accounts';
import type { TokenProgram } from './token';
import { hasKeyAt, isTokenAccountData, readMintDecimals, readTokenAccount } from './token-layout';
import type { World } from './world';

export interface WalletTokenBalance {
  readonly mint: Address;
  /** Empty for a mint made on the ledger after genesis. */
  readonly symbol: string;
  readonly decimals: number;
  readonly amount: string;
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

/** From the ledger alone: every token account owned by the wallet (ATA or not), sorted so the answer is stable. */
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

import type { Address } from './address';
import type { LedgerAccounts } from './ledger-accounts';
import { encodeMint, MINT_SIZE } from './token-layout';
import { NATIVE_MINT } from './token';
import type { World } from './world';

/** What a rent-exempt account reports as its rent epoch (u64::MAX), as the ledger writes it. */
import { RENT_EPOCH_EXEMPT } from '../chain/programs';

export interface SeedResult {
  /** Mint accounts written. */
  readonly written: number;
  /** Mints already on the ledger and left alone (wrapped SOL when the runtime ships its native mint). */
  readonly kept: readonly Address[];
}

/**
 * Writes every mint of the world as a rent-exempt account owned by its token program, with the record's supply,
 * decimals and authorities. The native mint is special: its supply is not minted (wrapped SOL is backed by
 * lamports), and a runtime that already holds it keeps its own account.
 */
export function seedLedger(ledger: LedgerAccounts, world: World): SeedResult {
  const lamports = ledger.rentExemptMinimum(MINT_SIZE);
  const kept: Address[] = [];
  let written = 0;
  for (const token of world.tokens) {
    if (token.id === NATIVE_MINT && ledger.getAccount(NATIVE_MINT) !== null) {
      kept.push(NATIVE_MINT);
      continue;
    }
    ledger.setAccount(token.id, {
      lamports,
      owner: token.tokenProgram,
      data: encodeMint({
        mintAuthority: token.mintAuthority,
        supply: token.totalSupply,
        decimals: token.decimals,
        freezeAuthority: token.freezeAuthority,
      }),
      executable: false,
      rentEpoch: RENT_EPOCH_EXEMPT,
    });
    written += 1;
  }
  return { written, kept };
}

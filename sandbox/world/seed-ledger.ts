import type { Address } from './address';
import type { LedgerAccounts } from './ledger-accounts';
import { encodeMint, MINT_SIZE } from './token-layout';
import { NATIVE_MINT } from './token';
import type { World } from './world';

import { RENT_EPOCH_EXEMPT } from '../chain/programs';

export interface SeedResult {
  readonly written: number;
  /** Wrapped SOL when the runtime ships its native mint. */
  readonly kept: readonly Address[];
}

/** The native mint's supply is not minted (lamports back it), and a runtime that holds it keeps its own account. */
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

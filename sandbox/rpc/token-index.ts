import type { Ledger } from '../chain/ledger';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../chain/tx-meta';
import type { AccountData, Address } from '../chain/types';
import { readTokenAccount } from './parse-token';

/**
 * Token accounts by owner, kept current from the ledger's `account` events. Scanning the token program on every
 * getTokenAccountsByOwner costs about 250 ms with the seeded world (litesvm copies every mint), and wallets ask
 * for their token accounts all the time; a validator answers from a secondary index the same way.
 *
 * Built on first use. Every entry is re-read from the ledger when answering, so an entry left behind (a closed
 * account, a ledger reset) is dropped there rather than shown.
 */
export class TokenAccountIndex {
  private built = false;
  private readonly byOwner = new Map<Address, Set<Address>>();
  private readonly ownerOf = new Map<Address, Address>();

  constructor(private readonly ledger: Ledger) {}

  /** The owner's token accounts under `program`, sorted by address. */
  accountsOf(owner: Address, program: Address): { pubkey: Address; account: AccountData }[] {
    this.build();
    const out: { pubkey: Address; account: AccountData }[] = [];
    for (const pubkey of [...(this.byOwner.get(owner) ?? [])].sort()) {
      const account = this.ledger.getAccount(pubkey);
      if (account?.owner === program && readTokenAccount(account)?.owner === owner) out.push({ pubkey, account });
      else this.update(pubkey, account);
    }
    return out;
  }

  private build(): void {
    if (this.built) return;
    this.built = true;
    // Listen from the scan on (both synchronous, so no change falls between them); unused handlers never listen.
    this.ledger.on('account', (address) => {
      this.update(address, this.ledger.getAccount(address));
    });
    for (const program of [TOKEN_PROGRAM, TOKEN_2022_PROGRAM]) {
      for (const { pubkey, account } of this.ledger.accountsOwnedBy(program)) this.update(pubkey, account);
    }
  }

  private update(address: Address, account: AccountData | null): void {
    const owner = account ? (readTokenAccount(account)?.owner ?? null) : null;
    const previous = this.ownerOf.get(address);
    if (previous === owner) return;
    if (previous !== undefined) {
      const set = this.byOwner.get(previous);
      set?.delete(address);
      if (set?.size === 0) this.byOwner.delete(previous);
      this.ownerOf.delete(address);
    }
    if (owner === null) return;
    this.ownerOf.set(address, owner);
    const set = this.byOwner.get(owner);
    if (set) set.add(address);
    else this.byOwner.set(owner, new Set([address]));
  }
}

import { SYSTEM_PROGRAM } from '../../src/utils/solana-wire/programs';
import type { AccountData } from '../chain/types';
import bs58 from 'bs58';
import { type Address, derivedAddress } from './address';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token';
import type { LedgerAccounts } from './ledger-accounts';

/** Solana's rent: (128-byte account overhead + data) × 3,480 lamports per byte-year × 2 years to be exempt. */
export function rentExempt(dataLength: number): bigint {
  return BigInt(128 + dataLength) * 3480n * 2n;
}

const copy = (a: AccountData): AccountData => ({ ...a, data: a.data.slice() });

/**
 * An in-memory stand-in for the Ledger's account surface, for fast unit tests of the world. Accounts are copied in
 * and out, as the real ledger's are, so a test cannot pass by mutating what it read.
 */
export class FakeLedger implements LedgerAccounts {
  private readonly accounts = new Map<Address, AccountData>();
  private airdrops = 0;
  /** Every write, in order: lets tests assert what was (and was not) touched. */
  readonly writes: Address[] = [];

  getAccount(address: Address): AccountData | null {
    const account = this.accounts.get(address);
    return account ? copy(account) : null;
  }

  setAccount(address: Address, account: AccountData): void {
    this.accounts.set(address, copy(account));
    this.writes.push(address);
  }

  airdrop(address: Address, lamports: bigint): string {
    const existing = this.accounts.get(address);
    this.accounts.set(address, {
      lamports: (existing?.lamports ?? 0n) + lamports,
      owner: existing?.owner ?? SYSTEM_PROGRAM,
      data: existing?.data ?? new Uint8Array(0),
      executable: false,
      rentEpoch: 0n,
    });
    this.airdrops += 1;
    return derivedAddress('fake-airdrop', String(this.airdrops));
  }

  accountsOwnedBy(program: Address): { pubkey: Address; account: AccountData }[] {
    return [...this.accounts]
      .filter(([, a]) => a.owner === program)
      .map(([pubkey, account]) => ({ pubkey, account: copy(account) }));
  }

  tokenAccountsByOwner(owner: Address): { pubkey: Address; account: AccountData }[] {
    return [TOKEN_PROGRAM, TOKEN_2022_PROGRAM].flatMap((program) =>
      this.accountsOwnedBy(program).filter(
        ({ account }) => account.data.length >= 165 && bs58.encode(account.data.subarray(32, 64)) === owner,
      ),
    );
  }

  rentExemptMinimum(dataLength: number): bigint {
    return rentExempt(dataLength);
  }
}

import type { Keypair, TransactionInstruction } from '@solana/web3.js';
import { TOKEN_2022_ATA_SIZE, TOKEN_ACCOUNT_SIZE } from '../../world/token-layout';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../world/token';
import type { Address } from '../../world/address';
import { associatedTokenAccount } from '../../world/fund';
import { createAtaIdempotent, keypairAddress, setCloseAuthority } from './instructions';
import { AssembleError, type TxContext } from './plan';

export interface TokenInfo {
  readonly mint: Address;
  readonly program: Address;
  readonly decimals: number;
}

export interface Payout {
  readonly account: Address;
  readonly authority: Address;
  readonly amount: bigint;
}

const MAX_OWNERS = 20_000;
type AtaEntry = { readonly address: Address; readonly bump: number };
/** Nested so a lookup hashes no new string (orders ask for several per request). */
const atas = new Map<Address, Map<string, AtaEntry>>();

/** Memoised: a PDA search costs ~0.1–1 ms, and a taker's accounts repeat. */
export function ataWithBump(owner: Address, mint: Address, program: Address): AtaEntry {
  let byMint = atas.get(owner);
  if (!byMint) {
    if (atas.size >= MAX_OWNERS) atas.clear();
    byMint = new Map();
    atas.set(owner, byMint);
  }
  const key = program === TOKEN_PROGRAM ? mint : `${mint}:${program}`;
  let ata = byMint.get(key);
  if (!ata) {
    ata = associatedTokenAccount(mint, owner, program);
    byMint.set(key, ata);
  }
  return ata;
}

export function ataOf(owner: Address, mint: Address, program: Address): Address {
  return ataWithBump(owner, mint, program).address;
}

export class TxBuilder {
  readonly setup: TransactionInstruction[] = [];
  readonly other: TransactionInstruction[] = [];
  readonly created: Address[] = [];
  rent = 0n;
  private readonly planned = new Set<Address>();
  readonly sandboxSigners = new Map<Address, Keypair>();

  constructor(
    private readonly ctx: TxContext,
    readonly payer: Address,
  ) {}

  token(mint: Address): TokenInfo {
    const token = this.ctx.world.byMint.get(mint);
    if (!token) throw new AssembleError(`no token with mint ${mint} in the sandbox`);
    return { mint, program: token.tokenProgram, decimals: token.decimals };
  }

  exists(address: Address): boolean {
    return this.ctx.ledger.getBalance(address) > 0n;
  }

  /** `temporary`: closed again in the same transaction, so its rent comes back and is not counted. */
  ensureAta(owner: Address, token: TokenInfo, temporary = false, closeAuthority?: Address): Address {
    const ata = ataOf(owner, token.mint, token.program);
    if (this.planned.has(ata) || this.exists(ata)) return ata;
    this.planned.add(ata);
    this.setup.push(createAtaIdempotent(this.payer, ata, owner, token.mint, token.program));
    if (!temporary) {
      const size = token.program === TOKEN_2022_PROGRAM ? TOKEN_2022_ATA_SIZE : TOKEN_ACCOUNT_SIZE;
      this.rent += this.ctx.ledger.rentExemptMinimum(size);
      this.created.push(ata);
      if (closeAuthority !== undefined && closeAuthority !== owner) {
        this.setup.push(setCloseAuthority(token.program, ata, owner, closeAuthority));
      }
    }
    return ata;
  }

  creates(address: Address): boolean {
    return this.planned.has(address);
  }

  signer(keypair: Keypair): Address {
    const address = keypairAddress(keypair);
    this.sandboxSigners.set(address, keypair);
    return address;
  }
}

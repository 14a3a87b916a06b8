import { ATA_PROGRAM, SYSTEM_PROGRAM } from '../../src/utils/solana-wire/programs';
import { PublicKey } from '@solana/web3.js';
import { fromDecimalString, U64_MAX } from '../../src/utils/amount';
import type { AccountData } from '../chain/types';
import { type Address, decodeAddress } from './address';
import type { LedgerAccounts } from './ledger-accounts';
import { RENT_EPOCH_EXEMPT } from '../chain/programs';
import { NATIVE_MINT, TOKEN_2022_PROGRAM, type SandboxToken } from './token';
import {
  encodeTokenAccount,
  isTokenAccountData,
  readMintSupply,
  readTokenAccount,
  TOKEN_2022_ATA_SIZE,
  TOKEN_ACCOUNT_SIZE,
  withAmount,
  withSupply,
} from './token-layout';
import { WELL_KNOWN_MINTS, WELL_KNOWN_TOKENS } from './well-known';
import type { World } from './world';

export type FundErrorCode = 'bad_address' | 'bad_amount' | 'unknown_mint' | 'mint_not_seeded' | 'account_conflict';

/** The control API answers it as a 400. */
export class FundError extends Error {
  override readonly name = 'FundError';
  constructor(
    readonly code: FundErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface FundRequest {
  readonly sol?: bigint | undefined;
  readonly tokens?: Readonly<Record<Address, bigint>> | undefined;
}

export interface FundedToken {
  readonly mint: Address;
  readonly account: Address;
  readonly amount: bigint;
}

export interface FundResult {
  readonly address: Address;
  readonly airdropSignature: string | null;
  readonly tokens: readonly FundedToken[];
}

const wellKnownRaw = (mint: Address, whole: string): bigint => {
  const token = WELL_KNOWN_TOKENS.find((t) => t.id === mint);
  if (!token) throw new Error(`starter pack names a mint that is not well-known: ${mint}`);
  return fromDecimalString(whole, token.decimals);
};

/** First-connect grant (JupUSD is a prediction deposit mint). */
export const STARTER_PACK: FundRequest = Object.freeze({
  sol: wellKnownRaw(NATIVE_MINT, '10'),
  tokens: Object.freeze({
    [WELL_KNOWN_MINTS.USDC]: wellKnownRaw(WELL_KNOWN_MINTS.USDC, '1000'),
    [WELL_KNOWN_MINTS.USDT]: wellKnownRaw(WELL_KNOWN_MINTS.USDT, '500'),
    [WELL_KNOWN_MINTS.JUP]: wellKnownRaw(WELL_KNOWN_MINTS.JUP, '2000'),
    [WELL_KNOWN_MINTS.BONK]: wellKnownRaw(WELL_KNOWN_MINTS.BONK, '5000000'),
    [WELL_KNOWN_MINTS.JUPUSD]: wellKnownRaw(WELL_KNOWN_MINTS.JUPUSD, '500'),
  }),
});

interface Credit {
  readonly token: SandboxToken;
  readonly ata: Address;
  readonly account: AccountData;
  /** Null for wrapped SOL (its supply is never minted). */
  readonly mintAccount: AccountData | null;
}

function checkAmount(amount: bigint, field: string): void {
  if (amount < 0n) throw new FundError('bad_amount', `${field}: amount must not be negative, got ${amount}`);
  if (amount > U64_MAX) throw new FundError('bad_amount', `${field}: amount ${amount} does not fit a u64`);
}

/** The runtime refuses to leave an account below its rent-exempt minimum. */
function checkRentExempt(ledger: LedgerAccounts, address: Address, lamports: bigint): void {
  if (lamports === 0n) return;
  const account = ledger.getAccount(address);
  const minimum = ledger.rentExemptMinimum(account?.data.length ?? 0);
  if ((account?.lamports ?? 0n) + lamports < minimum) {
    throw new FundError(
      'bad_amount',
      `sol: the account would hold less than its rent-exempt minimum of ${minimum} lamports`,
    );
  }
}

const ASSOCIATED_TOKEN_PROGRAM = new PublicKey(ATA_PROGRAM);

/** Derived here: importing @solana/spl-token alone costs ~440 ms of the sandbox's start-up. */
export function associatedTokenAddress(mint: Address, owner: Address, tokenProgram: Address): Address {
  return associatedTokenAccount(mint, owner, tokenProgram).address;
}

/** The program searches bumps from 255 down, paying for each miss (compute units). */
export function associatedTokenAccount(mint: Address, owner: Address, tokenProgram: Address) {
  const [address, bump] = PublicKey.findProgramAddressSync(
    [new PublicKey(owner).toBuffer(), new PublicKey(tokenProgram).toBuffer(), new PublicKey(mint).toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM,
  );
  return { address: address.toBase58(), bump };
}

function creditedAccount(
  ledger: LedgerAccounts,
  token: SandboxToken,
  owner: Address,
  ata: Address,
  amount: bigint,
): AccountData {
  const field = `tokens.${token.id}`;
  const native = token.id === NATIVE_MINT;
  const existing = ledger.getAccount(ata);
  if (existing && existing.owner === token.tokenProgram && isTokenAccountData(existing.data)) {
    const current = readTokenAccount(existing.data);
    if (current.mint !== token.id || current.owner !== owner) {
      throw new FundError('account_conflict', `${field}: ${ata} is a token account of another mint or owner`);
    }
    const next = current.amount + amount;
    if (next > U64_MAX) throw new FundError('bad_amount', `${field}: the balance would overflow a u64`);
    // Wrapped SOL: the token amount mirrors the lamports above the rent reserve, so both grow together.
    return { ...existing, lamports: existing.lamports + (native ? amount : 0n), data: withAmount(existing.data, next) };
  }
  // Lamports someone already sent to the ATA's address stay there, as the ATA program keeps them when it creates.
  const prefunded =
    existing && existing.owner === SYSTEM_PROGRAM && existing.data.length === 0 ? existing.lamports : 0n;
  if (existing && prefunded === 0n && existing.lamports > 0n) {
    throw new FundError('account_conflict', `${field}: ${ata} already holds an account that is not a token account`);
  }
  const token2022 = token.tokenProgram === TOKEN_2022_PROGRAM;
  const rent = ledger.rentExemptMinimum(token2022 ? TOKEN_2022_ATA_SIZE : TOKEN_ACCOUNT_SIZE);
  const base = prefunded > rent ? prefunded : rent;
  const lamports = base + (native ? amount : 0n);
  return {
    lamports,
    owner: token.tokenProgram,
    data: encodeTokenAccount({
      mint: token.id,
      owner,
      amount: native ? lamports - rent : amount,
      nativeReserve: native ? rent : null,
      immutableOwner: token2022,
    }),
    executable: false,
    rentEpoch: RENT_EPOCH_EXEMPT,
  };
}

function planCredit(ledger: LedgerAccounts, world: World, owner: Address, mint: Address, amount: bigint): Credit {
  const field = `tokens.${mint}`;
  if (decodeAddress(mint) === null) throw new FundError('bad_address', `${field}: not a base58 32-byte mint address`);
  const token = world.byMint.get(mint);
  if (!token) throw new FundError('unknown_mint', `${field}: no token with this mint in the sandbox world`);
  checkAmount(amount, field);
  const mintAccount = ledger.getAccount(mint);
  if (!mintAccount || mintAccount.owner !== token.tokenProgram) {
    throw new FundError('mint_not_seeded', `${field}: the mint account is not on the ledger (seed the world first)`);
  }
  const ata = associatedTokenAddress(mint, owner, token.tokenProgram);
  const account = creditedAccount(ledger, token, owner, ata, amount);
  if (mint === NATIVE_MINT) return { token, ata, account, mintAccount: null };
  const supply = readMintSupply(mintAccount.data) + amount;
  if (supply > U64_MAX) throw new FundError('bad_amount', `${field}: the mint's supply would overflow a u64`);
  return { token, ata, account, mintAccount: { ...mintAccount, data: withSupply(mintAccount.data, supply) } };
}

/** Like a faucet: SOL airdropped, tokens credited and the supply raised by as much; all checked before any write. */
export function fundWallet(ledger: LedgerAccounts, world: World, address: Address, request: FundRequest): FundResult {
  if (decodeAddress(address) === null) {
    throw new FundError('bad_address', `address: not a base58 32-byte address: ${address}`);
  }
  if (request.sol !== undefined) {
    checkAmount(request.sol, 'sol');
    checkRentExempt(ledger, address, request.sol);
  }
  const credits = Object.entries(request.tokens ?? {}).map(([mint, amount]) =>
    planCredit(ledger, world, address, mint, amount),
  );

  const airdropSignature = request.sol ? ledger.airdrop(address, request.sol) : null;
  for (const credit of credits) {
    ledger.setAccount(credit.ata, credit.account);
    if (credit.mintAccount) ledger.setAccount(credit.token.id, credit.mintAccount);
  }
  return {
    address,
    airdropSignature,
    tokens: credits.map((c) => ({ mint: c.token.id, account: c.ata, amount: readTokenAccount(c.account.data).amount })),
  };
}

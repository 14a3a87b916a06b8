import { Keypair } from '@solana/web3.js';
import type { Ledger } from '../chain/ledger';
import { RENT_EPOCH_EXEMPT, TOKEN_PROGRAM } from '../chain/programs';
import { keypairAddress, SYSTEM_PROGRAM } from '../kit/tx/instructions';
import { type Address, derivedAddress, hashBytes } from '../world/address';
import { associatedTokenAddress } from '../world/fund';
import {
  encodeMint,
  encodeTokenAccount,
  MINT_SIZE,
  readTokenAmount,
  TOKEN_ACCOUNT_SIZE,
  withAmount,
} from '../world/token-layout';
import { WELL_KNOWN_MINTS } from '../world/well-known';

export { TOKEN_PROGRAM };
export const USDC_MINT: Address = WELL_KNOWN_MINTS.USDC;
export const JUPUSD_MINT: Address = WELL_KNOWN_MINTS.JUPUSD;
/** Supplement §11 `depositMint`: both 6 decimals and pegged, so raw units are micro-USD. */
export const DEPOSIT_MINTS: Readonly<Record<Address, string>> = { [USDC_MINT]: 'USDC', [JUPUSD_MINT]: 'JupUSD' };
export const DEPOSIT_DECIMALS = 6;
export const OUTCOME_DECIMALS = 6;
const VAULT_LAMPORTS = 100n * 1_000_000_000n;
const VAULT_FLOOR = 1_000_000_000n;

type Accounts = Pick<Ledger, 'getAccount' | 'setAccount' | 'rentExemptMinimum' | 'getBalance'>;

const vaults = new Map<string, Keypair>();

/** Owns the escrows, mints/burns outcome tokens, signs payouts; the sandbox checks before co-signing. */
export function vaultKeypair(seed: string): Keypair {
  let keypair = vaults.get(seed);
  if (!keypair) {
    keypair = Keypair.fromSeed(hashBytes('prediction-vault', seed));
    vaults.set(seed, keypair);
  }
  return keypair;
}

export const vaultAddress = (seed: string): Address => keypairAddress(vaultKeypair(seed));
/** The USDC escrow keeps its first address and stands for the market account. */
export const escrowAddress = (seed: string, marketId: string, mint: Address = USDC_MINT) =>
  mint === USDC_MINT
    ? derivedAddress('prediction-escrow', seed, marketId)
    : derivedAddress('prediction-escrow', seed, marketId, mint);
/** One contract is 10^6 raw units (`contractsMicro`). */
export const outcomeMint = (seed: string, marketId: string, isYes: boolean) =>
  derivedAddress('prediction-mint', seed, marketId, isYes ? 'yes' : 'no');
/** A position is the owner's token account of the side's outcome mint. */
export const positionAddress = (seed: string, owner: Address, marketId: string, isYes: boolean) =>
  associatedTokenAddress(outcomeMint(seed, marketId, isYes), owner, TOKEN_PROGRAM);
/** USDC for positions saved before JupUSD deposits. */
export const mintOf = (pos: { depositMint?: string }): Address => pos.depositMint ?? USDC_MINT;

export const depositAccountOf = (owner: Address, mint: Address = USDC_MINT) =>
  associatedTokenAddress(mint, owner, TOKEN_PROGRAM);
export const usdcAccountOf = (owner: Address) => depositAccountOf(owner, USDC_MINT);

/** The escrow of a deposit mint and both outcome mints, written the first time a market is traded in it. */
export function ensureMarketAccounts(ledger: Accounts, seed: string, marketId: string, mint: Address = USDC_MINT) {
  const vault = vaultAddress(seed);
  const escrow = escrowAddress(seed, marketId, mint);
  if (!ledger.getAccount(escrow)) {
    ledger.setAccount(escrow, {
      lamports: ledger.rentExemptMinimum(TOKEN_ACCOUNT_SIZE),
      owner: TOKEN_PROGRAM,
      data: encodeTokenAccount({
        mint,
        owner: vault,
        amount: 0n,
        nativeReserve: null,
        immutableOwner: false,
      }),
      executable: false,
      rentEpoch: RENT_EPOCH_EXEMPT,
    });
  }
  for (const isYes of [true, false]) {
    const mint = outcomeMint(seed, marketId, isYes);
    if (ledger.getAccount(mint)) continue;
    ledger.setAccount(mint, {
      lamports: ledger.rentExemptMinimum(MINT_SIZE),
      owner: TOKEN_PROGRAM,
      data: encodeMint({ mintAuthority: vault, supply: 0n, decimals: OUTCOME_DECIMALS, freezeAuthority: null }),
      executable: false,
      rentEpoch: RENT_EPOCH_EXEMPT,
    });
  }
}

export const tokenBalance = (ledger: Pick<Ledger, 'getAccount'>, account: Address) =>
  readTokenAmount(ledger.getAccount(account)?.data);

/** When the escrow holds less than it must pay, the maker tops it up (a direct write, like its other capital). */
export function ensureEscrowHolds(ledger: Accounts, seed: string, marketId: string, amount: bigint, mint: Address) {
  ensureMarketAccounts(ledger, seed, marketId, mint);
  const escrow = escrowAddress(seed, marketId, mint);
  const account = ledger.getAccount(escrow);
  if (!account || readTokenAmount(account.data) >= amount) return;
  ledger.setAccount(escrow, { ...account, data: withAmount(account.data, amount) });
}

export function ensureVaultFunded(ledger: Accounts, seed: string) {
  const address = vaultAddress(seed);
  if (ledger.getBalance(address) >= VAULT_FLOOR) return;
  ledger.setAccount(address, {
    lamports: VAULT_LAMPORTS,
    owner: SYSTEM_PROGRAM,
    data: new Uint8Array(0),
    executable: false,
    rentEpoch: RENT_EPOCH_EXEMPT,
  });
}

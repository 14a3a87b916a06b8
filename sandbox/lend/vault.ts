import { Keypair, TransactionInstruction } from '@solana/web3.js';
import { ataOf } from '../kit/tx/builder';
import {
  burn,
  closeAccount,
  createAtaIdempotent,
  keypairAddress,
  mintTo,
  syncNative,
  systemTransfer,
  transferChecked,
} from '../kit/tx/instructions';
import { hashBytes, type Address } from '../world/address';
import { NATIVE_MINT, TOKEN_PROGRAM } from '../world/token';
import { WELL_KNOWN_MINTS } from '../world/well-known';

// Each market's rate curve (basis points, `rates.ts`) and the rest of the market outside the sandbox's users (raw
// units), whose utilisation gives today's supply rates: USDC 5.20 %, SOL 3.10 %, USDT 4.80 %.
const curve = (slope1: bigint) => ({ base: 50n, slope1, slope2: 6_000n, kink: 9_000n });
const usd = (whole: bigint) => whole * 10n ** 6n;
export const MARKETS = [
  {
    id: 1,
    asset: WELL_KNOWN_MINTS.USDC,
    reserve: usd(1_000_000n),
    curve: curve(756n),
    pool: { supplied: usd(20_000n), borrowed: usd(16_000n) },
  },
  {
    id: 2,
    asset: NATIVE_MINT,
    reserve: 10_000n * 10n ** 9n,
    curve: curve(665n),
    pool: { supplied: 2_000n * 10n ** 9n, borrowed: 1_300n * 10n ** 9n },
  },
  {
    id: 3,
    asset: WELL_KNOWN_MINTS.USDT,
    reserve: usd(1_000_000n),
    curve: curve(773n),
    pool: { supplied: usd(15_000n), borrowed: usd(11_400n) },
  },
] as const;
export type Market = (typeof MARKETS)[number];

// Exchange rates are underlying per share, scaled by 1e12.
export const PRICE_ONE = 10n ** 12n;
const YEAR_MS = 365n * 86_400_000n;

/** The share price as of `atMs`, and the supply rate (bps) it has grown at since. */
export interface Accrual {
  atMs: number;
  price: string;
  bps: number;
}

export function priceAt(accrual: Accrual, nowMs: number): bigint {
  const elapsed = BigInt(Math.max(0, Math.floor(nowMs - accrual.atMs)));
  return BigInt(accrual.price) + (PRICE_ONE * BigInt(accrual.bps) * elapsed) / (10_000n * YEAR_MS);
}

export const sharesDown = (assets: bigint, price: bigint) => (assets * PRICE_ONE) / price;
export const sharesUp = (assets: bigint, price: bigint) => (assets * PRICE_ONE + price - 1n) / price;
export const assetsDown = (shares: bigint, price: bigint) => (shares * price) / PRICE_ONE;
export const assetsUp = (shares: bigint, price: bigint) => (shares * price + PRICE_ONE - 1n) / PRICE_ONE;

export const authorityOf = (seed: string, asset: Address) => Keypair.fromSeed(hashBytes('lend-authority', seed, asset));
export const jlMintOf = (seed: string, asset: Address) =>
  keypairAddress(Keypair.fromSeed(hashBytes('lend-jl-mint', seed, asset)));

export interface VaultKeys {
  asset: Address;
  assetProgram: Address;
  decimals: number;
  authority: Address;
  jlMint: Address;
  vault: Address;
}

export function vaultKeys(seed: string, asset: Address, assetProgram: Address, decimals: number): VaultKeys {
  const authority = keypairAddress(authorityOf(seed, asset));
  return {
    asset,
    assetProgram,
    decimals,
    authority,
    jlMint: jlMintOf(seed, asset),
    vault: ataOf(authority, asset, assetProgram),
  };
}

export const jlAccountOf = (user: Address, k: VaultKeys) => ataOf(user, k.jlMint, TOKEN_PROGRAM);

export function depositIxs(user: Address, k: VaultKeys, assets: bigint, shares: bigint) {
  const ixs: TransactionInstruction[] = [];
  if (k.asset === NATIVE_MINT) ixs.push(systemTransfer(user, k.vault, assets), syncNative(k.assetProgram, k.vault));
  else {
    const source = ataOf(user, k.asset, k.assetProgram);
    ixs.push(transferChecked(k.assetProgram, source, k.asset, k.vault, user, assets, k.decimals));
  }
  const jl = jlAccountOf(user, k);
  ixs.push(
    createAtaIdempotent(user, jl, user, k.jlMint, TOKEN_PROGRAM),
    mintTo(TOKEN_PROGRAM, k.jlMint, jl, k.authority, shares),
  );
  return ixs;
}

export function withdrawIxs(user: Address, k: VaultKeys, assets: bigint, shares: bigint, all: boolean) {
  const jl = jlAccountOf(user, k);
  const ixs = [burn(TOKEN_PROGRAM, jl, k.jlMint, user, shares)];
  if (all) ixs.push(closeAccount(TOKEN_PROGRAM, jl, user, user));
  const dest = ataOf(user, k.asset, k.assetProgram);
  ixs.push(
    createAtaIdempotent(user, dest, user, k.asset, k.assetProgram),
    transferChecked(k.assetProgram, k.vault, k.asset, dest, k.authority, assets, k.decimals),
  );
  if (k.asset === NATIVE_MINT) ixs.push(closeAccount(k.assetProgram, dest, user, user));
  return ixs;
}

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

// Supply rates in basis points (the yaml's "1e4 decimals").
export const MARKETS = [
  { id: 1, asset: WELL_KNOWN_MINTS.USDC, supplyRateBps: 520n, reserve: 1_000_000n * 10n ** 6n },
  { id: 2, asset: NATIVE_MINT, supplyRateBps: 310n, reserve: 10_000n * 10n ** 9n },
  { id: 3, asset: WELL_KNOWN_MINTS.USDT, supplyRateBps: 480n, reserve: 1_000_000n * 10n ** 6n },
] as const;
export type Market = (typeof MARKETS)[number];

// Exchange rates are underlying per share, scaled by 1e12.
export const PRICE_ONE = 10n ** 12n;
const YEAR_MS = 365n * 86_400_000n;

export function priceAt(market: Market, startMs: number, nowMs: number): bigint {
  const elapsed = BigInt(Math.max(0, Math.floor(nowMs - startMs)));
  return PRICE_ONE + (PRICE_ONE * market.supplyRateBps * elapsed) / (10_000n * YEAR_MS);
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

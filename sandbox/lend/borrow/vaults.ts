import { Keypair } from '@solana/web3.js';
import { RENT_EPOCH_EXEMPT } from '../../chain/programs';
import { Refused } from '../../kit/refused';
import { ataOf } from '../../kit/tx/builder';
import { keypairAddress } from '../../kit/tx/instructions';
import { hashBytes, type Address } from '../../world/address';
import { NATIVE_MINT, TOKEN_PROGRAM } from '../../world/token';
import { encodeTokenAccount, TOKEN_ACCOUNT_SIZE } from '../../world/token-layout';
import { WELL_KNOWN_MINTS } from '../../world/well-known';
import type { LendContext } from '../service';

// Ratios per mille (800 = 80 % LTV), rates in bps (471 = 4.71 %), amounts raw: supplement §10's scales.
export const VAULTS = [
  { id: 1, collateral: NATIVE_MINT, cf: 800n, lt: 850n, lml: 900n, penalty: 10n, rateBps: 471n, pegged: false },
  {
    id: 2,
    collateral: WELL_KNOWN_MINTS.JUP,
    cf: 600n,
    lt: 700n,
    lml: 750n,
    penalty: 50n,
    rateBps: 520n,
    pegged: false,
  },
  {
    id: 3,
    collateral: WELL_KNOWN_MINTS.USDT,
    cf: 900n,
    lt: 930n,
    lml: 950n,
    penalty: 10n,
    rateBps: 390n,
    pegged: true,
  },
] as const;
export type VaultConfig = (typeof VAULTS)[number];

export const DEBT_MINT = WELL_KNOWN_MINTS.USDC;
export const DEBT_DECIMALS = 6;
export const MIN_BORROW = 10_000_000n;
const RESERVE = 1_000_000n * 10n ** 6n;

export const borrowAuthorityOf = (seed: string, vaultId: number) =>
  Keypair.fromSeed(hashBytes('lend-borrow-authority', seed, String(vaultId)));
export const positionMintKeypair = (seed: string, nftId: number) =>
  Keypair.fromSeed(hashBytes('lend-borrow-position', seed, String(nftId)));
const mints = new Map<string, Address>();
export function positionMintOf(seed: string, nftId: number): Address {
  const key = `${seed}:${nftId}`;
  let mint = mints.get(key);
  if (!mint) {
    mint = keypairAddress(positionMintKeypair(seed, nftId));
    if (mints.size > 10_000) mints.clear();
    mints.set(key, mint);
  }
  return mint;
}

export interface BorrowKeys {
  config: VaultConfig;
  address: Address;
  authority: Address;
  colMint: Address;
  colDecimals: number;
  colAccount: Address;
  reserve: Address;
}

const cache = new WeakMap<object, BorrowKeys[]>();

export function allBorrowKeys(ctx: LendContext): BorrowKeys[] {
  let keys = cache.get(ctx.book);
  if (!keys) {
    keys = VAULTS.map((config) => {
      const authority = keypairAddress(borrowAuthorityOf(ctx.seed, config.id));
      const token = ctx.world.byMint.get(config.collateral);
      if (!token) throw new Error(`lend borrow: the world has no ${config.collateral}`);
      return {
        config,
        // The vault is the account that holds its collateral and reserve: a statement can bound what it gives up.
        address: authority,
        authority,
        colMint: config.collateral,
        colDecimals: token.decimals,
        colAccount: ataOf(authority, config.collateral, TOKEN_PROGRAM),
        reserve: ataOf(authority, DEBT_MINT, TOKEN_PROGRAM),
      };
    });
    cache.set(ctx.book, keys);
  }
  return keys;
}

export function keysOf(ctx: LendContext, vaultId: number): BorrowKeys {
  const keys = allBorrowKeys(ctx).find((k) => k.config.id === vaultId);
  if (!keys) throw new Refused(404, `vaultId: no borrow vault ${vaultId} in market main`);
  return keys;
}

export function openBorrow(ctx: LendContext): BorrowKeys[] {
  const keys = allBorrowKeys(ctx);
  let wrote = false;
  for (const k of keys) {
    if (!ctx.ledger.getAccount(k.reserve)) {
      ctx.fund(k.authority, DEBT_MINT, RESERVE);
      wrote = true;
    }
    if (!ctx.ledger.getAccount(k.colAccount)) {
      const rent = ctx.ledger.rentExemptMinimum(TOKEN_ACCOUNT_SIZE);
      const native = k.colMint === NATIVE_MINT;
      ctx.ledger.setAccount(k.colAccount, {
        lamports: rent,
        owner: TOKEN_PROGRAM,
        data: encodeTokenAccount({
          mint: k.colMint,
          owner: k.authority,
          amount: 0n,
          nativeReserve: native ? rent : null,
          immutableOwner: false,
        }),
        executable: false,
        rentEpoch: RENT_EPOCH_EXEMPT,
      });
      wrote = true;
    }
  }
  if (wrote) ctx.persist();
  return keys;
}

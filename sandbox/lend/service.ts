import type { EarnAmountParams, EarnSharesParams } from '../../src/api/lend/schemas';
import { compileFor } from '../kit/escrow';
import { ataOf } from '../kit/tx/builder';
import type { BookContext } from '../kit/book-context';
import { Refused } from '../kit/refused';
import type { Address } from '../world/address';
import { NATIVE_MINT, TOKEN_PROGRAM } from '../world/token';
import { encodeMint, MINT_SIZE, readTokenAmount } from '../world/token-layout';
import { RENT_EPOCH_EXEMPT } from '../chain/programs';
import type { LendBook } from './book';
import { jlSupply as jlSupplyOf, syncRates, type Liquidity } from './liquidity';
import type { RatePoint } from './rates';
import {
  assetsDown,
  assetsUp,
  depositIxs,
  jlAccountOf,
  MARKETS,
  sharesDown,
  sharesUp,
  vaultKeys,
  withdrawIxs,
  type Market,
  type VaultKeys,
} from './vault';

export interface LendContext extends BookContext<LendBook> {
  readonly fund: (owner: Address, mint: Address, amount: bigint) => void;
}

export interface OpenMarket {
  market: Market;
  keys: VaultKeys;
  startMs: number;
  price: bigint;
  liquidity: Liquidity;
  rates: RatePoint;
  symbol: string;
  name: string;
  referencePriceUsd: number;
}

function open(ctx: LendContext, market: Market, advanced = false): OpenMarket {
  const token = ctx.world.byMint.get(market.asset);
  if (!token) throw new Error(`lend: the world has no ${market.asset}`);
  const keys = vaultKeys(ctx.seed, market.asset, token.tokenProgram, token.decimals);
  let opened = ctx.book.vaults.get(market.asset);
  if (!opened || !ctx.ledger.getAccount(keys.jlMint)) {
    if (!ctx.ledger.getAccount(keys.jlMint)) {
      ctx.ledger.setAccount(keys.jlMint, {
        lamports: ctx.ledger.rentExemptMinimum(MINT_SIZE),
        owner: TOKEN_PROGRAM,
        data: encodeMint({
          mintAuthority: keys.authority,
          supply: 0n,
          decimals: token.decimals,
          freezeAuthority: null,
        }),
        executable: false,
        rentEpoch: RENT_EPOCH_EXEMPT,
      });
    }
    if (readTokenAmount(ctx.ledger.getAccount(keys.vault)?.data) < market.reserve) {
      ctx.fund(keys.authority, market.asset, market.reserve);
    }
    opened = opened ?? { startMs: ctx.now() };
    ctx.book.vaults.set(market.asset, opened);
    ctx.book.changed();
    ctx.persist();
  }
  const now = syncRates(ctx, market, keys, opened, advanced);
  return {
    market,
    keys,
    startMs: opened.startMs,
    price: now.price,
    liquidity: now.liquidity,
    rates: now.point,
    symbol: token.symbol,
    name: token.name,
    referencePriceUsd: token.referencePriceUsd,
  };
}

export const openAll = (ctx: LendContext) => MARKETS.map((m) => open(ctx, m));

/** The markets already open, their rates brought up to date (after a landing, or `advanced`: a clock jump). */
export const syncOpened = (ctx: LendContext, advanced = false) =>
  MARKETS.filter((m) => ctx.book.vaults.has(m.asset)).forEach((m) => open(ctx, m, advanced));

export function openByAsset(ctx: LendContext, asset: Address): OpenMarket {
  const market = MARKETS.find((m) => m.asset === asset);
  if (!market) throw new Refused(400, `asset: no earn token for ${asset}`);
  return open(ctx, market);
}

export const jlSupply = (ctx: LendContext, m: OpenMarket) => jlSupplyOf(ctx, m.keys);

export const sharesOf = (ctx: LendContext, m: OpenMarket, user: Address) =>
  readTokenAmount(ctx.ledger.getAccount(jlAccountOf(user, m.keys))?.data);

export function walletBalance(ctx: LendContext, m: OpenMarket, user: Address): bigint {
  if (m.market.asset === NATIVE_MINT) return ctx.ledger.getBalance(user);
  return readTokenAmount(ctx.ledger.getAccount(ataOf(user, m.market.asset, m.keys.assetProgram))?.data);
}

function craft(ctx: LendContext, m: OpenMarket, user: Address, ixs: Parameters<typeof compileFor>[2]) {
  const crafted = compileFor(ctx.ledger, user, ixs);
  ctx.book.remember({ message: Buffer.from(crafted.message).toString('base64'), asset: m.market.asset, user });
  // Saved at once: the co-signer must still know this message after a restart.
  ctx.persist();
  return { transaction: Buffer.from(crafted.wire).toString('base64') };
}

function payIn(ctx: LendContext, m: OpenMarket, user: Address, assets: bigint, shares: bigint, field: string) {
  const balance = walletBalance(ctx, m, user);
  if (assets > balance) {
    throw new Refused(400, `${field}: needs ${assets} of the underlying, above the wallet's balance ${balance}`);
  }
  if (shares === 0n) throw new Refused(400, `${field}: too small for one share`);
  return craft(ctx, m, user, depositIxs(user, m.keys, assets, shares));
}

function backPayout(ctx: LendContext, m: OpenMarket) {
  const owed = assetsUp(jlSupply(ctx, m), m.price);
  const held = readTokenAmount(ctx.ledger.getAccount(m.keys.vault)?.data);
  if (held < owed) ctx.fund(m.keys.authority, m.market.asset, owed - held + m.market.reserve);
}

function payOut(ctx: LendContext, m: OpenMarket, user: Address, assets: bigint, shares: bigint) {
  const { limited, withdrawable } = m.liquidity;
  if (assets > withdrawable) {
    const cap = limited ? "the vault's withdrawal limit" : 'what is not lent out';
    throw new Refused(400, `amount: above ${cap} (${withdrawable} withdrawable now)`);
  }
  backPayout(ctx, m);
  const all = shares === sharesOf(ctx, m, user);
  return craft(ctx, m, user, withdrawIxs(user, m.keys, assets, shares, all));
}

export function deposit(ctx: LendContext, req: EarnAmountParams) {
  if (req.amount <= 0n) throw new Refused(400, 'amount: must be greater than 0');
  const m = openByAsset(ctx, req.asset);
  return payIn(ctx, m, req.signer, req.amount, sharesDown(req.amount, m.price), 'amount');
}

export function mint(ctx: LendContext, req: EarnSharesParams) {
  if (req.shares <= 0n) throw new Refused(400, 'shares: must be greater than 0');
  const m = openByAsset(ctx, req.asset);
  return payIn(ctx, m, req.signer, assetsUp(req.shares, m.price), req.shares, 'shares');
}

export function withdraw(ctx: LendContext, req: EarnAmountParams) {
  if (req.amount <= 0n) throw new Refused(400, 'amount: must be greater than 0');
  const m = openByAsset(ctx, req.asset);
  const position = assetsDown(sharesOf(ctx, m, req.signer), m.price);
  if (req.amount > position) throw new Refused(400, `amount: above the position (${position})`);
  return payOut(ctx, m, req.signer, req.amount, sharesUp(req.amount, m.price));
}

export function redeem(ctx: LendContext, req: EarnSharesParams) {
  if (req.shares <= 0n) throw new Refused(400, 'shares: must be greater than 0');
  const m = openByAsset(ctx, req.asset);
  const held = sharesOf(ctx, m, req.signer);
  if (req.shares > held) throw new Refused(400, `shares: above the position (${held})`);
  return payOut(ctx, m, req.signer, assetsDown(req.shares, m.price), req.shares);
}

import type { BookContext } from '../kit/book-context';
import { readMintSupply } from '../world/token-layout';
import { WELL_KNOWN_MINTS } from '../world/well-known';
import type { LendBook, VaultState } from './book';
import { pointAt, pushPoint, utilisationBps, type RatePoint } from './rates';
import { assetsDown, PRICE_ONE, priceAt, type Accrual, type Market, type VaultKeys } from './vault';

type Ctx = BookContext<LendBook>;

export const jlSupply = (ctx: Ctx, keys: VaultKeys) => {
  const account = ctx.ledger.getAccount(keys.jlMint);
  return account ? readMintSupply(account.data) : 0n;
};

const BORROWED_BY_VAULTS = WELL_KNOWN_MINTS.USDC;

/** What the borrow vaults owe: every vault borrows USDC, drawn from USDC's earn market. */
function vaultDebt(ctx: Ctx, market: Market): bigint {
  if (market.asset !== BORROWED_BY_VAULTS) return 0n;
  let debt = 0n;
  for (const p of ctx.book.borrow.positions.values()) debt += BigInt(p.debt);
  return debt;
}

export interface Liquidity {
  supplied: bigint;
  borrowed: bigint;
  /** What may leave now: the free liquidity, or less under a control-API limit (which counts as lent out). */
  withdrawable: bigint;
  limited: boolean;
  u: bigint;
}

export function liquidityOf(ctx: Ctx, market: Market, keys: VaultKeys, price: bigint, state: VaultState): Liquidity {
  const supplied = market.pool.supplied + assetsDown(jlSupply(ctx, keys), price);
  const lent = market.pool.borrowed + vaultDebt(ctx, market);
  const free = supplied > lent ? supplied - lent : 0n;
  const limit = state.withdrawable === undefined ? undefined : BigInt(state.withdrawable);
  const withdrawable = limit !== undefined && limit < free ? limit : free;
  const borrowed = supplied - withdrawable;
  return { supplied, borrowed, withdrawable, limited: limit !== undefined, u: utilisationBps(supplied, borrowed) };
}

/** Before any change of rate: the opening price, growing at the rate of the market as the sandbox found it. */
export const accrualOf = (market: Market, state: VaultState): Accrual =>
  state.accrual ?? {
    atMs: state.startMs,
    price: PRICE_ONE.toString(),
    bps: pointAt(market.curve, utilisationBps(market.pool.supplied, market.pool.borrowed), state.startMs).supply,
  };

/**
 * The market's rates now. A change of utilisation records a point and restarts the share price's growth at the
 * new supply rate (what was earned until now is kept); `advanced` records one anyway (the sandbox clock jumped).
 */
export function syncRates(ctx: Ctx, market: Market, keys: VaultKeys, state: VaultState, advanced = false) {
  const now = ctx.now();
  const price = priceAt(accrualOf(market, state), now);
  const liquidity = liquidityOf(ctx, market, keys, price, state);
  const point = pointAt(market.curve, liquidity.u, now);
  const last: RatePoint | undefined = state.rates?.at(-1);
  const changed = !last || last.u !== point.u || last.supply !== point.supply;
  if (changed || (advanced && last.t < now)) {
    if (changed) state.accrual = { atMs: now, price: price.toString(), bps: point.supply };
    state.rates = pushPoint(state.rates, point);
    ctx.book.changed();
  }
  return { price, liquidity, point };
}

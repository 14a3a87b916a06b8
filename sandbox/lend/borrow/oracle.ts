import * as z from 'zod/mini';
import { Refused } from '../../kit/refused';
import type { LendContext } from '../service';
import { parsePrice, PRICE_TEXT, reaches, seizedCollateral } from './math';
import { debtNow, valuationOf } from './position';
import { landLiquidation } from './liquidation-tx';
import { vaultJson } from './read';
import { allBorrowKeys, keysOf, openBorrow, type BorrowKeys } from './vaults';

export const oracleBody = z.object({
  vaultId: z.int(),
  price: z.string().check(z.regex(PRICE_TEXT, 'must be a decimal USD price as a string, e.g. "120.5"')),
});

export function borrowOracle(ctx: LendContext, req: z.output<typeof oracleBody>) {
  const k = keysOf(ctx, req.vaultId);
  if (parsePrice(req.price) === 0n) throw new Refused(400, 'price: must be greater than 0');
  openBorrow(ctx);
  ctx.book.borrow.oracles.set(k.config.id, req.price);
  const liquidated = liquidate(ctx, k);
  ctx.book.borrow.changed();
  ctx.persist();
  return { vault: vaultJson(ctx, k), liquidated };
}

// After a clock jump: interest alone can carry a position over its threshold.
export function liquidateDue(ctx: LendContext): number {
  if (ctx.book.borrow.positions.size === 0) return 0;
  const count = allBorrowKeys(ctx).reduce((n, k) => n + liquidate(ctx, k).length, 0);
  if (count > 0) ctx.book.borrow.changed();
  return count;
}

function liquidate(ctx: LendContext, k: BorrowKeys): number[] {
  const book = ctx.book.borrow;
  const v = valuationOf(ctx, k);
  const now = ctx.now();
  const liquidated: number[] = [];
  for (const [id, p] of book.positions) {
    if (p.vaultId !== k.config.id) continue;
    const collateral = BigInt(p.collateral);
    const debt = debtNow(p, k, now);
    if (debt === 0n || !reaches(v, collateral, debt, k.config.lt)) continue;
    const seized = seizedCollateral(v, collateral, debt, k.config.penalty);
    book.positions.set(id, {
      ...p,
      collateral: (collateral - seized).toString(),
      debt: '0',
      settledMs: now,
      liquidation: {
        beforeSupply: collateral.toString(),
        beforeBorrow: debt.toString(),
        supply: seized.toString(),
        borrow: debt.toString(),
      },
    });
    liquidated.push(id);
    landLiquidation(ctx.ledger, ctx.seed, k, id);
  }
  return liquidated;
}

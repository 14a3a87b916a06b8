import * as z from 'zod/mini';
import { addressSchema } from '../../../src/api/common';
import { lendMarketSchema } from '../../../src/api/lend/schemas';
import { TOKEN_PROGRAM } from '../../world/token';
import { isTokenAccountData, readTokenAccount, readTokenAmount } from '../../world/token-layout';
import type { LendContext } from '../service';
import type { PositionState } from './book';
import { parsePrice, priceText, PRICE_SCALE, tickOf } from './math';
import { DEBT_PRICE_TEXT, debtNow, oracleText } from './position';
import { DEBT_DECIMALS, DEBT_MINT, keysOf, MIN_BORROW, openBorrow, positionMintOf, type BorrowKeys } from './vaults';

export const marketQuery = z.object({ market: z.optional(lendMarketSchema) });
export const borrowPositionsQuery = z.object({
  users: z.pipe(
    z.pipe(
      z.string().check(z.minLength(1, 'required')),
      z.transform((s) => s.split(',').filter(Boolean)),
    ),
    z.array(addressSchema).check(z.minLength(1)),
  ),
  market: z.optional(lendMarketSchema),
});

function tokenJson(ctx: LendContext, mint: string, price: string) {
  const token = ctx.world.byMint.get(mint);
  return {
    address: mint,
    chainId: '101',
    name: token?.name ?? mint,
    symbol: token?.symbol ?? '',
    uiSymbol: token?.symbol ?? '',
    decimals: token?.decimals ?? DEBT_DECIMALS,
    price,
  };
}

const maxLeverage = (cf: bigint) => String(Math.round(10_000 / Number(1000n - cf)) / 10);

export function vaultJson(ctx: LendContext, k: BorrowKeys) {
  const c = k.config;
  const now = ctx.now();
  const positions = [...ctx.book.borrow.positions.values()].filter((p) => p.vaultId === c.id);
  const collateral = positions.reduce((sum, p) => sum + BigInt(p.collateral), 0n);
  const debt = positions.reduce((sum, p) => sum + debtNow(p, k, now), 0n);
  const colPrice = oracleText(ctx, k);
  return {
    id: c.id,
    address: k.address,
    supplyToken: tokenJson(ctx, k.colMint, colPrice),
    borrowToken: tokenJson(ctx, DEBT_MINT, DEBT_PRICE_TEXT),
    totalSupply: collateral.toString(),
    totalBorrow: debt.toString(),
    collateralFactor: c.cf.toString(),
    liquidationThreshold: c.lt.toString(),
    liquidationMaxLimit: c.lml.toString(),
    liquidationPenalty: c.penalty.toString(),
    supplyRate: '0',
    borrowRate: c.rateBps.toString(),
    borrowFee: '0',
    withdrawable: collateral.toString(),
    borrowable: readTokenAmount(ctx.ledger.getAccount(k.reserve)?.data).toString(),
    minimumBorrowing: MIN_BORROW.toString(),
    totalPositions: String(positions.length),
    oraclePrice: priceText((parsePrice(colPrice) * PRICE_SCALE) / parsePrice(DEBT_PRICE_TEXT)),
    rewards: [],
    metadata: {
      maxLeverage: maxLeverage(c.cf),
      nativeStake: false,
      pegged: c.pegged,
      multiply: { enabled: false, reduceFactor: '0' },
    },
  };
}

export function borrowVaults(ctx: LendContext, { market }: z.output<typeof marketQuery>) {
  if (market === 'ethena') return [];
  return openBorrow(ctx).map((k) => vaultJson(ctx, k));
}

function positionJson(ctx: LendContext, id: number, p: PositionState, owner: string, vaults: Map<number, object>) {
  const k = keysOf(ctx, p.vaultId);
  const borrow = debtNow(p, k, ctx.now());
  const supply = BigInt(p.collateral);
  const liq = p.liquidation;
  return {
    id,
    vaultId: p.vaultId,
    address: positionMintOf(ctx.seed, id),
    supply: supply.toString(),
    beforeSupply: liq ? liq.beforeSupply : supply.toString(),
    borrow: borrow.toString(),
    beforeBorrow: liq ? liq.beforeBorrow : borrow.toString(),
    isLiquidated: liq !== null,
    supplyLiquidation: liq ? liq.supply : '0',
    borrowLiquidation: liq ? liq.borrow : '0',
    isSupplyPosition: borrow === 0n,
    tick: tickOf(supply, borrow),
    tickId: 0,
    dustBorrow: '0',
    ownerAddress: owner,
    vault: vaults.get(p.vaultId),
    config: {},
  };
}

export function borrowPositions(ctx: LendContext, { users, market }: z.output<typeof borrowPositionsQuery>) {
  if (market === 'ethena') return [];
  const keys = openBorrow(ctx);
  const vaults = new Map<number, object>(keys.map((k) => [k.config.id, vaultJson(ctx, k)]));
  const byMint = new Map([...ctx.book.borrow.positions.keys()].map((id) => [positionMintOf(ctx.seed, id), id]));
  const found: { id: number; owner: string; p: PositionState }[] = [];
  for (const user of new Set(users)) {
    for (const { account } of ctx.ledger.tokenAccountsByOwner(user)) {
      if (account.owner !== TOKEN_PROGRAM || !isTokenAccountData(account.data)) continue;
      const view = readTokenAccount(account.data);
      const id = byMint.get(view.mint);
      const p = id === undefined ? undefined : ctx.book.borrow.positions.get(id);
      if (id !== undefined && p && view.amount > 0n) found.push({ id, owner: user, p });
    }
  }
  return found.sort((a, b) => b.id - a.id).map(({ id, owner, p }) => positionJson(ctx, id, p, owner, vaults));
}

import * as z from 'zod/mini';
import { addressSchema } from '../../src/api/common';
import { NATIVE_MINT } from '../world/token';
import { Refused } from '../kit/refused';
import { jlSupply, openAll, sharesOf, walletBalance, type LendContext, type OpenMarket } from './service';
import { assetsDown, PRICE_ONE } from './vault';

const list = z.pipe(
  z.string().check(z.minLength(1, 'required')),
  z.transform((s) => s.split(',').filter(Boolean)),
);
export const positionsQuery = z.object({ users: z.pipe(list, z.array(addressSchema).check(z.minLength(1))) });
export const earningsQuery = z.object({
  user: addressSchema,
  positions: z.pipe(list, z.array(addressSchema).check(z.minLength(1))),
});

// Supplement §10's TokenInfo: rates in basis points, `totalRate` = supply + rewards (no rewards here). The liquidity
// data is the whole market's (as Fluid's liquidity layer), the sandbox's users' deposits in it.
export function tokenJson(ctx: LendContext, m: OpenMarket) {
  const { keys, market } = m;
  const one = 10n ** BigInt(keys.decimals);
  const supply = jlSupply(ctx, m);
  const totalAssets = assetsDown(supply, m.price);
  const { withdrawable, limited, supplied } = m.liquidity;
  return {
    id: market.id,
    address: keys.jlMint,
    name: `Jupiter Lend ${m.symbol}`,
    symbol: `jl${market.asset === NATIVE_MINT ? 'WSOL' : m.symbol}`,
    decimals: keys.decimals,
    assetAddress: market.asset,
    asset: {
      address: market.asset,
      chain_id: 'solana',
      name: m.name,
      symbol: m.symbol,
      decimals: keys.decimals,
      logo_url: null,
      price: String(m.referencePriceUsd),
      coingecko_id: null,
    },
    totalAssets: totalAssets.toString(),
    totalSupply: supply.toString(),
    convertToShares: ((one * PRICE_ONE) / m.price).toString(),
    convertToAssets: ((one * m.price) / PRICE_ONE).toString(),
    rewardsRate: '0',
    supplyRate: String(m.rates.supply),
    totalRate: String(m.rates.supply),
    rebalanceDifference: '0',
    liquiditySupplyData: {
      modeWithInterest: true,
      supply: supplied.toString(),
      withdrawalLimit: (limited && totalAssets > withdrawable ? totalAssets - withdrawable : 0n).toString(),
      lastUpdateTimestamp: Math.floor(ctx.now() / 1000),
      expandPercent: 0,
      expandDuration: 0,
      baseWithdrawalLimit: '0',
      withdrawableUntilLimit: withdrawable.toString(),
      withdrawable: withdrawable.toString(),
    },
  };
}

export const earnTokens = (ctx: LendContext) => openAll(ctx).map((m) => tokenJson(ctx, m));

export function earnPositions(ctx: LendContext, { users }: z.output<typeof positionsQuery>) {
  const markets = openAll(ctx);
  return users.flatMap((user) =>
    markets.map((m) => {
      const balance = walletBalance(ctx, m, user).toString();
      const shares = sharesOf(ctx, m, user);
      return {
        token: tokenJson(ctx, m),
        ownerAddress: user,
        shares: shares.toString(),
        underlyingAssets: assetsDown(shares, m.price).toString(),
        underlyingBalance: balance,
        // Solana has no approvals: the wallet's whole balance can be deposited.
        allowance: balance,
      };
    }),
  );
}

export function earnings(ctx: LendContext, q: z.output<typeof earningsQuery>) {
  const markets = openAll(ctx);
  return q.positions.map((address) => {
    const m = markets.find((x) => x.keys.jlMint === address);
    if (!m) throw new Refused(400, `positions: no earn position token ${address}`);
    const value = assetsDown(sharesOf(ctx, m, q.user), m.price);
    return {
      address,
      ownerAddress: q.user,
      earnings: Number(value - ctx.book.netOf(q.user, m.market.asset)),
      slot: ctx.ledger.slot,
    };
  });
}

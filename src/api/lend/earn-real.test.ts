import { describe, expect, it } from 'vitest';
import { earnPositionSchema, earnTokenSchema, scaleDecimal } from './schemas';

const OWNER = 'BQ72nSv9f3PRyRKCBnHLVrerrv37CYTHm5h3s9VSGQDV';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const JLUSDC = '9BEcn9aPEmhSPbPQeFGjidRiEKki46fVQDyPpSQXPA2D';
const usdc = {
  address: USDC,
  chain_id: '101',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  logo_url: null,
  price: 1,
};
// jlUSDC at 1.02 USDC per share in the spec's integers (raw per whole token).
const jlUsdcWire = {
  id: 1,
  address: JLUSDC,
  name: 'Jupiter Lend USDC',
  symbol: 'jlUSDC',
  decimals: 6,
  assetAddress: USDC,
  asset: usdc,
  totalAssets: '1020000000000',
  totalSupply: '1000000000000',
  convertToShares: '980392',
  convertToAssets: '1020000',
  rewardsRate: '0',
  supplyRate: '500',
  totalRate: '520',
  rebalanceDifference: '0',
  liquiditySupplyData: { withdrawable: '1020000000000' },
};

describe('earn answers in the real service’s form', () => {
  it('scales a decimal to raw units, dropping only digits below one raw unit', () => {
    expect(scaleDecimal('1.034483', 9)).toBe(1_034_483_000n);
    expect(scaleDecimal('17.72', 6)).toBe(17_720_000n);
    expect(scaleDecimal('0.966666666666', 6)).toBe(966_666n);
    expect(scaleDecimal('3', 2)).toBe(300n);
  });

  it('reads the share price ratio as raw per whole share, as the spec’s integers are', () => {
    const { rebalanceDifference: _r, liquiditySupplyData: _l, ...published } = jlUsdcWire;
    const real = earnTokenSchema.parse({ ...published, convertToShares: '0.980392', convertToAssets: '1.02' });
    const spec = earnTokenSchema.parse(jlUsdcWire);
    expect(real.convertToAssets).toBe(spec.convertToAssets);
    expect(real.convertToShares).toBe(spec.convertToShares);
    expect(real.liquiditySupplyData).toBeUndefined();
    expect(earnTokenSchema.parse({ ...jlUsdcWire, convertToAssets: 1.02 }).convertToAssets).toBe(1_020_000n);
  });

  it('still requires what a decision needs: the totals and the rates of conversion', () => {
    const { totalSupply: _t, ...noSupply } = jlUsdcWire;
    expect(earnTokenSchema.safeParse(noSupply).error?.issues[0]?.path).toEqual(['totalSupply']);
    const { convertToAssets: _c, ...noRate } = jlUsdcWire;
    expect(earnTokenSchema.safeParse(noRate).error?.issues[0]?.path).toEqual(['convertToAssets']);
    expect(earnTokenSchema.safeParse({ ...jlUsdcWire, convertToAssets: '1,02' }).success).toBe(false);
  });

  it('reads a position whose token carries only its mint and name, its wallet balance in whole tokens', () => {
    const p = earnPositionSchema.parse({
      token: { id: jlUsdcWire.address, address: jlUsdcWire.address, name: 'jlUSDC', symbol: 'jlUSDC', decimals: 6 },
      ownerAddress: OWNER,
      shares: '100000000',
      underlyingAssets: '103448300',
      underlyingBalance: '17.72',
      allowance: '1000000000',
    });
    expect(p.token.asset).toBeUndefined();
    expect(p.underlyingBalance).toBe(17_720_000n);
    expect(p.underlyingAssets).toBe(103_448_300n);
  });

  it('keeps an integer wallet balance raw and leaves a decimal one unknown without decimals', () => {
    const base = { ownerAddress: OWNER, shares: '1', underlyingAssets: '1', allowance: '0' };
    expect(earnPositionSchema.parse({ ...base, token: jlUsdcWire, underlyingBalance: '900' }).underlyingBalance).toBe(
      900n,
    );
    const bare = earnPositionSchema.parse({ ...base, token: { address: OWNER }, underlyingBalance: '1.5' });
    expect(bare.underlyingBalance).toBeUndefined();
    expect(earnPositionSchema.safeParse({ ...base, token: {} }).error?.issues[0]?.path).toEqual(['token', 'address']);
  });
});

import { earnTokenSchema, type EarnToken } from '../../../api/lend/schemas';
import * as z from 'zod/mini';

export const WALLET = 'HYbxGkNvEwvZ14RzJHPB9h3dWfXjxwAEhkyzJRHx1hBf';
export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const JLUSDC = '9BEcn9aPEmhSPbPQeFGjidRiEKki46fVQDyPpSQXPA2D';

export const jlUsdcWire = {
  id: 1,
  address: JLUSDC,
  name: 'Jupiter Lend USDC',
  symbol: 'jlUSDC',
  decimals: 6,
  assetAddress: USDC,
  asset: {
    address: USDC,
    chain_id: '101',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    logo_url: 'https://example.test/usdc.png',
    price: '1',
    coingecko_id: 'usd-coin',
  },
  totalAssets: '1020000000000',
  totalSupply: '1000000000000',
  convertToShares: '980392',
  convertToAssets: '1020000',
  rewardsRate: '0',
  supplyRate: '500',
  totalRate: '520',
  rebalanceDifference: '0',
  liquiditySupplyData: {
    modeWithInterest: true,
    supply: '1020000000000',
    withdrawalLimit: '0',
    lastUpdateTimestamp: '1750000000',
    expandPercent: '2000',
    expandDuration: '43200',
    baseWithdrawalLimit: '5000000000',
    withdrawableUntilLimit: '1020000000000',
    withdrawable: '1020000000000',
  },
};

export const jlUsdc: EarnToken = z.parse(earnTokenSchema, jlUsdcWire);

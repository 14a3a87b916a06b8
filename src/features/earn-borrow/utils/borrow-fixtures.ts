import * as z from 'zod/mini';
import { borrowPositionSchema, borrowVaultSchema, type BorrowPosition } from '../../../api/lend/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { WALLET } from './earn-fixtures';

const token = (t: { mint: string; symbol: string; decimals: number }, price: string) => ({
  address: t.mint,
  chainId: '101',
  name: t.symbol,
  symbol: t.symbol,
  uiSymbol: t.symbol,
  decimals: t.decimals,
  price,
  logoUrl: 'https://example.test/logo.png',
});

export const solVaultWire = {
  id: 1,
  address: 'BxYVn3LkLaK7dVM7bDfmmuyd6vU6WcTXyoc1UemqQ4jP',
  supplyToken: token(KNOWN_TOKENS.SOL, '150'),
  borrowToken: token(KNOWN_TOKENS.USDC, '1'),
  totalSupply: '1000000000000',
  totalBorrow: '50000000000',
  collateralFactor: '800',
  liquidationThreshold: '850',
  liquidationMaxLimit: '900',
  liquidationPenalty: '10',
  supplyRate: '0',
  borrowRate: '471',
  borrowFee: '0',
  withdrawable: '1000000000000',
  borrowable: '500000000000',
  minimumBorrowing: '10000000',
  totalPositions: '3',
  oraclePrice: '150',
  rewards: [],
  metadata: {},
};

export const solVault = z.parse(borrowVaultSchema, solVaultWire);

export function solPosition(supply: bigint, borrow: bigint, extra: Partial<BorrowPosition> = {}): BorrowPosition {
  const wire = {
    id: 7,
    vaultId: 1,
    address: 'NFTa1111111111111111111111111111111111111111',
    supply: supply.toString(),
    beforeSupply: supply.toString(),
    borrow: borrow.toString(),
    beforeBorrow: borrow.toString(),
    isLiquidated: false,
    supplyLiquidation: '0',
    borrowLiquidation: '0',
    isSupplyPosition: borrow === 0n,
    tick: 0,
    tickId: 0,
    dustBorrow: '0',
    ownerAddress: WALLET,
    vault: solVaultWire,
    config: {},
  };
  return { ...z.parse(borrowPositionSchema, wire), ...extra };
}

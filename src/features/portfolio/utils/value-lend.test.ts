import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { earnPositionSchema, MIN_I128 } from '../../../api/lend/schemas';
import { solPosition, solVault } from '../../earn-borrow/utils/borrow-fixtures';
import { JLUSDC, jlUsdc, jlUsdcWire, USDC, WALLET } from '../../earn-borrow/utils/earn-fixtures';
import { borrowItems, earnItems } from './value-lend';

const earnPosition = (shares: string) =>
  z.parse(earnPositionSchema, {
    token: jlUsdcWire,
    ownerAddress: WALLET,
    shares,
    underlyingAssets: '1',
    allowance: '0',
  });

describe('earn', () => {
  it('values supplied shares at the vault rate (shares × assets / supply), not the stale underlying figure', () => {
    const earnings = new Map([[JLUSDC, 2_000_000n]]);
    const [item] = earnItems([earnPosition('100000000')], [jlUsdc], earnings, WALLET);
    expect(item).toMatchObject({ holds: '102 USDC', usd: 102_000_000n, details: ['Earned so far: 2 USDC'] });
    expect(item?.action?.run).toEqual({
      kind: 'earn',
      vars: { wallet: WALLET, jlMint: JLUSDC, write: { action: 'redeem', shares: 100_000_000n } },
    });
  });

  it('keeps a position whose asset is not listed, at the underlying the service gave, with no action', () => {
    const [item] = earnItems([earnPosition('5')], [], undefined, WALLET);
    expect(item).toMatchObject({ holds: '0.000001 USDC', usd: 1n, action: null });
    expect(USDC).toBe(jlUsdc.assetAddress);
  });
});

describe('borrow', () => {
  const position = solPosition(2_000_000_000n, 100_000_000n);

  it('is worth collateral minus debt at the vault oracle prices, with its health factor', () => {
    const [item] = borrowItems([position], [solVault], () => 101_000_000n, WALLET);
    expect(item).toMatchObject({
      holds: '2 SOL collateral · 100 USDC debt',
      usd: 300_000_000n - 100_000_000n,
      details: ['Health factor 2.55 (Safe)'],
    });
    expect(item?.action?.run).toEqual({
      kind: 'borrow',
      wallet: WALLET,
      wrapped: true,
      step: { kind: 'operate', write: { vaultId: 1, positionId: 7, colAmount: MIN_I128, debtAmount: MIN_I128 } },
    });
  });

  it('offers no repay when the wallet holds less than the debt with two minutes of interest', () => {
    const [item] = borrowItems([position], [solVault], () => 100_000_000n, WALLET);
    expect(item?.action).toBeNull();
    expect(item?.details[1]).toBe('Repaying all needs about 100.000018 USDC; your wallet holds 100 USDC');
  });

  it('withdraws all collateral of a position without debt, and drops empty ones', () => {
    const items = borrowItems([solPosition(5n, 0n), solPosition(0n, 0n, { id: 8 })], [solVault], () => null, WALLET);
    expect(items).toHaveLength(1);
    expect(items[0]?.action?.run).toMatchObject({ step: { write: { colAmount: MIN_I128, debtAmount: 0n } } });
  });
});

import { describe, expect, it } from 'vitest';
import { JUPUSD } from './deposit';
import { refuseInstruction, type SeenInstruction } from '../../../lib/tx/authority';
import { resolvePolicy } from '../../../lib/tx/programs';
import { betStatement, labelsFor, minSellProceeds, outcomeMoves, redeemStatement, USDC } from './statements';
import { encoded, key, tokenIx } from './tx-fixtures';

describe('outcome moves', () => {
  it('reads minted and burnt contracts with their mint and account', async () => {
    const [mint, position] = [key(), key()];
    const moves = await outcomeMoves(encoded(tokenIx(7, mint, position, 14_640_000n), tokenIx(8, position, mint, 5n)));
    expect(moves.minted).toEqual([{ mint: mint.toBase58(), account: position.toBase58(), amount: 14_640_000n }]);
    expect(moves.burnt).toEqual([{ mint: mint.toBase58(), account: position.toBase58(), amount: 5n }]);
  });
});

describe('statements', () => {
  it('a bet sends exactly the deposit in USDC and asks for the minimum contracts', () => {
    const s = betStatement('W', 10_000_000n, { mint: 'M', min: 14_000_000n });
    expect(s.send).toEqual([{ mint: USDC.mint, max: 10_000_000n }]);
    expect(s.receive).toEqual([{ mint: 'M', min: 14_000_000n, to: 'W' }]);
  });
  it('only a bet the program settles in another token may take a Jupiter route through any pool', () => {
    const pool = { programId: 'Pool111111111111111111111111111111111111111', accounts: ['W'], data: new Uint8Array(1) };
    const seen = (routed: boolean, ix: SeenInstruction) =>
      refuseInstruction(ix, {
        wallet: 'W',
        policy: resolvePolicy(betStatement('W', 10_000_000n, null, USDC.mint, routed).policy),
        allowNonce: false,
        created: new Set(),
      });
    const route = {
      programId: 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4',
      accounts: ['W'],
      data: new Uint8Array(1),
    };
    expect(seen(true, { ...route, inner: false })).toBeNull();
    expect(seen(true, { ...pool, inner: true })).toBeNull();
    expect(seen(false, { ...pool, inner: true })).toMatch(/pass your wallet to a program this action does not use/);
    expect(seen(true, { ...pool, inner: false })).toMatch(/calls a program this action does not use/);
  });
  it('a claim gives the contracts back and asks for the payout', () => {
    const s = redeemStatement('W', { mint: 'M', max: 7_000_000n }, 7_000_000n);
    expect(s.send).toEqual([{ mint: 'M', max: 7_000_000n }]);
    expect(s.receive).toEqual([{ mint: USDC.mint, min: 7_000_000n, to: 'W' }]);
  });
  it('a JupUSD bet sends exactly the deposit in JupUSD, none in USDC', () => {
    const s = betStatement('W', 10_000_000n, { mint: 'M', min: 14_000_000n }, JUPUSD.mint);
    expect(s.send).toEqual([{ mint: JUPUSD.mint, max: 10_000_000n }]);
    expect(s.receive).toEqual([{ mint: 'M', min: 14_000_000n, to: 'W' }]);
  });
  it('a JupUSD position is sold or claimed for JupUSD', () => {
    const s = redeemStatement('W', { mint: 'M', max: 7_000_000n }, 6_900_000n, JUPUSD.mint);
    expect(s.receive).toEqual([{ mint: JUPUSD.mint, min: 6_900_000n, to: 'W' }]);
    expect(redeemStatement('W', null, 0n, JUPUSD.mint).receive).toEqual([]);
  });
  it('names both deposit tokens and the side’s contracts in what the check says', () => {
    const label = labelsFor('no');
    expect(label(JUPUSD.mint)).toEqual(JUPUSD);
    expect(label(USDC.mint)).toEqual(USDC);
    expect(label('M')).toEqual({ symbol: 'NO contracts', decimals: 6 });
  });
  it('a sell asks for the proceeds at its price floor after fees', () => {
    // 10 contracts at a 50¢ floor: $5 less $0.185 of fees.
    expect(minSellProceeds(10_000_000n, 500_000n)).toBe(4_815_000n);
    expect(minSellProceeds(10_000_000n, null)).toBe(0n);
  });
});

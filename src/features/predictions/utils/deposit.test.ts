import { describe, expect, it } from 'vitest';
import { USDC } from './statements';
import { depositMintMoved, depositTokenOf, JUPUSD } from './deposit';

const OWNER = 'Owner1111111111111111111111111111111111111';

describe('deposit tokens', () => {
  it('knows USDC and JupUSD, nothing else', () => {
    expect(depositTokenOf(JUPUSD.mint)?.symbol).toBe('JupUSD');
    expect(depositTokenOf(USDC.mint)?.symbol).toBe('USDC');
    expect(depositTokenOf('M')).toBeUndefined();
  });

  it('reads the payout mint from the owner’s deposit-token balance a transaction touched', () => {
    const meta = {
      preTokenBalances: [
        { mint: 'YesMint', owner: OWNER },
        { mint: JUPUSD.mint, owner: 'Vault' },
      ],
      postTokenBalances: [
        { mint: 'YesMint', owner: OWNER },
        { mint: JUPUSD.mint, owner: 'Vault' },
        { mint: JUPUSD.mint, owner: OWNER },
      ],
    };
    expect(depositMintMoved(meta, OWNER)).toBe(JUPUSD.mint);
    expect(depositMintMoved({ postTokenBalances: [{ mint: USDC.mint, owner: OWNER }] }, OWNER)).toBe(USDC.mint);
    // The escrow's balance is the vault's, not the owner's.
    expect(depositMintMoved({ postTokenBalances: [{ mint: JUPUSD.mint, owner: 'Vault' }] }, OWNER)).toBeNull();
    expect(depositMintMoved(null, OWNER)).toBeNull();
  });
});

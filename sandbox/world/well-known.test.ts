import { NATIVE_MINT as SPL_NATIVE_MINT, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import { decodeAddress } from './address';
import { NATIVE_MINT, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token';
import { WELL_KNOWN_MINTS, WELL_KNOWN_TOKENS } from './well-known';

const bySymbol = (symbol: string) => {
  const token = WELL_KNOWN_TOKENS.find((t) => t.symbol === symbol);
  if (!token) throw new Error(`no well-known ${symbol}`);
  return token;
};

describe('program ids', () => {
  it('are the ones @solana/spl-token uses', () => {
    expect(TOKEN_PROGRAM).toBe(TOKEN_PROGRAM_ID.toBase58());
    expect(TOKEN_2022_PROGRAM).toBe(TOKEN_2022_PROGRAM_ID.toBase58());
    expect(NATIVE_MINT).toBe(SPL_NATIVE_MINT.toBase58());
  });
});

describe('well-known tokens', () => {
  it('has about forty tokens, each at a valid 32-byte base58 mint, no mint or symbol twice', () => {
    expect(WELL_KNOWN_TOKENS.length).toBeGreaterThanOrEqual(40);
    for (const t of WELL_KNOWN_TOKENS) expect(decodeAddress(t.id), t.symbol).not.toBeNull();
    expect(new Set(WELL_KNOWN_TOKENS.map((t) => t.id)).size).toBe(WELL_KNOWN_TOKENS.length);
    expect(new Set(WELL_KNOWN_TOKENS.map((t) => t.symbol.toUpperCase())).size).toBe(WELL_KNOWN_TOKENS.length);
  });

  it('keeps the mainnet mints and decimals the app starts with (src/config/tokens.ts)', () => {
    expect(bySymbol('SOL')).toMatchObject({ id: NATIVE_MINT, decimals: 9, name: 'Wrapped SOL' });
    expect(bySymbol('USDC')).toMatchObject({ id: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', decimals: 6 });
    expect(bySymbol('USDT')).toMatchObject({ id: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', decimals: 6 });
    expect(bySymbol('JUP')).toMatchObject({ id: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN', decimals: 6 });
    expect(bySymbol('Bonk')).toMatchObject({ id: WELL_KNOWN_MINTS.BONK, decimals: 5 });
    expect(bySymbol('JTO').decimals).toBe(9);
    expect(bySymbol('RENDER').decimals).toBe(8);
    expect(bySymbol('MEW').decimals).toBe(5);
    expect(bySymbol('JupUSD')).toMatchObject({ id: WELL_KNOWN_MINTS.JUPUSD, decimals: 6, tokenProgram: TOKEN_PROGRAM });
  });

  it('tags the liquid-staking tokens lst and the tokenised stocks stocks, all verified', () => {
    const lst = WELL_KNOWN_TOKENS.filter((t) => t.tags.includes('lst')).map((t) => t.symbol);
    expect(lst).toEqual(expect.arrayContaining(['mSOL', 'JitoSOL', 'bSOL', 'JupSOL', 'INF']));
    const stocks = WELL_KNOWN_TOKENS.filter((t) => t.tags.includes('stocks'));
    expect(stocks.map((t) => t.symbol)).toEqual(expect.arrayContaining(['TSLAx', 'AAPLx', 'NVDAx', 'SPYx']));
    for (const t of stocks) expect(t.tokenProgram).toBe(TOKEN_2022_PROGRAM);
    for (const t of WELL_KNOWN_TOKENS) expect(t.isVerified, t.symbol).toBe(t.tags.includes('verified'));
    expect(WELL_KNOWN_TOKENS.every((t) => t.isVerified)).toBe(true);
  });

  it('puts PYUSD on Token-2022 and the classic tokens on SPL Token', () => {
    expect(bySymbol('PYUSD').tokenProgram).toBe(TOKEN_2022_PROGRAM);
    expect(bySymbol('USDC').tokenProgram).toBe(TOKEN_PROGRAM);
    expect(bySymbol('SOL').tokenProgram).toBe(TOKEN_PROGRAM);
  });

  it('derives authorities only where the mint keeps them, and the audit says the same', () => {
    for (const t of WELL_KNOWN_TOKENS) {
      expect(t.audit.mintAuthorityDisabled, t.symbol).toBe(t.mintAuthority === null);
      expect(t.audit.freezeAuthorityDisabled, t.symbol).toBe(t.freezeAuthority === null);
      if (t.mintAuthority) expect(decodeAddress(t.mintAuthority)).not.toBeNull();
    }
    expect(bySymbol('USDC').freezeAuthority).not.toBeNull();
    expect(bySymbol('JUP').mintAuthority).toBeNull();
    // The native mint's supply field is 0 on mainnet: wrapped SOL is lamports, not minted supply.
    expect(bySymbol('SOL').totalSupply).toBe(0n);
    expect(bySymbol('USDC').totalSupply).toBe(9_000_000_000n * 10n ** 6n);
  });
});

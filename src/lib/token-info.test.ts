import { describe, expect, it } from 'vitest';
import { mintInformationSchema } from '../api/tokens/schemas';
import {
  badgeWarnings,
  isTokenSupported,
  seedTokenInfo,
  tokenInfoFromRecord,
  tokenWarnings,
  unknownTokenInfo,
  usdValue,
} from './token-info';

const MINT = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const base = { id: MINT, name: 'Jupiter', symbol: 'JUP', decimals: 6 };

describe('tokenInfoFromRecord', () => {
  it('keeps what the app shows and nothing else', () => {
    const record = mintInformationSchema.parse({
      ...base,
      icon: 'https://x/jup.svg',
      tokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      isVerified: true,
      tags: ['verified', 'strict'],
      usdPrice: 0.5,
      audit: { mintAuthorityDisabled: true, freezeAuthorityDisabled: true, topHoldersPercentage: 15.45 },
    });
    expect(tokenInfoFromRecord(record)).toEqual({
      mint: MINT,
      symbol: 'JUP',
      name: 'Jupiter',
      decimals: 6,
      icon: 'https://x/jup.svg',
      tokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      verified: true,
      tags: ['verified', 'strict'],
      warnings: [],
    });
  });

  it('marks a token with more than 18 decimals unsupported, with a danger badge', () => {
    const info = tokenInfoFromRecord(mintInformationSchema.parse({ ...base, decimals: 24, isVerified: true }));
    expect(isTokenSupported(info)).toBe(false);
    expect(badgeWarnings(info)[0]).toMatchObject({ kind: 'unsupported', severity: 'danger', label: 'Unsupported' });
    expect(info.warnings[0]?.description).toMatch(/24 decimal places/);
    expect(usdValue(10n, 24, 1)).toBeNull();
    expect(isTokenSupported(tokenInfoFromRecord(mintInformationSchema.parse(base)))).toBe(true);
    expect(isTokenSupported(unknownTokenInfo(MINT, 255))).toBe(false);
  });

  it('fills the minimal tag record safely', () => {
    const info = tokenInfoFromRecord(mintInformationSchema.parse(base));
    expect(info).toMatchObject({ icon: null, tokenProgram: null, verified: false, tags: [], warnings: [] });
  });
});

describe('tokenWarnings', () => {
  it('names every risk of an unverified token, the most severe first', () => {
    const record = mintInformationSchema.parse({
      ...base,
      isVerified: false,
      mintAuthority: 'Auth1111111111111111111111111111111111111111',
      organicScoreLabel: 'low',
      audit: { isSus: true, freezeAuthorityDisabled: false, topHoldersPercentage: 72.6 },
    });
    const warnings = tokenWarnings(record);
    expect(warnings.map((w) => [w.kind, w.severity])).toEqual([
      ['suspicious', 'danger'],
      ['freeze-authority', 'warning'],
      ['mint-authority', 'warning'],
      ['low-organic', 'warning'],
      ['concentrated', 'warning'],
    ]);
    expect(warnings.find((w) => w.kind === 'concentrated')?.label).toBe('Top holders 73%');
    expect(warnings.every((w) => w.description.endsWith('.'))).toBe(true);
  });

  it('treats kept authorities and concentration of a verified token as facts, not badges', () => {
    const record = mintInformationSchema.parse({
      ...base,
      isVerified: true,
      freezeAuthority: 'Auth1111111111111111111111111111111111111111',
      audit: { mintAuthorityDisabled: false, topHoldersPercentage: 60 },
    });
    const info = tokenInfoFromRecord(record);
    expect(info.warnings.map((w) => w.severity)).toEqual(['info', 'info', 'info']);
    expect(badgeWarnings(info)).toEqual([]);
  });

  it('reads isSus by presence and leaves a clean token alone', () => {
    const clean = mintInformationSchema.parse({
      ...base,
      organicScoreLabel: 'medium',
      audit: { mintAuthorityDisabled: true, freezeAuthorityDisabled: true, topHoldersPercentage: 49.9 },
    });
    expect(tokenWarnings(clean)).toEqual([]);
  });
});

describe('seedTokenInfo and usdValue', () => {
  it('seeds a known token without warnings', () => {
    expect(seedTokenInfo({ mint: MINT, symbol: 'JUP', decimals: 6 })).toMatchObject({ name: 'JUP', verified: true });
  });
  it('prices a raw amount, and gives null without a price', () => {
    expect(usdValue(2_500_000n, 6, 2)).toBe(5);
    expect(usdValue(2_500_000n, 6, null)).toBeNull();
    expect(usdValue(2_500_000n, 6, Number.NaN)).toBeNull();
  });
});

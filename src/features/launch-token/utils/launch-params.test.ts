import { describe, expect, it } from 'vitest';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { parseForm } from '../../../hooks/form/parse-form';
import { createPoolBody, imageProblem, PRESETS, type LaunchFields } from './launch-params';
import { launchSchema } from './launch-schema';

const CREATOR = 'HYbxGkNvEwvZ14RzJHPB9h3dWfXjxwAEhkyzJRHx1hBf';
const png = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
const base: LaunchFields = {
  name: 'Meme Coin',
  symbol: 'MEME',
  devBuy: '',
  description: '',
  website: '',
  twitter: '',
  telegram: '',
  image: png,
  ...PRESETS.Meme,
};

const validateLaunch = (f: LaunchFields) => parseForm(launchSchema, f).errors;

describe('launch form validation', () => {
  it('passes a complete Meme launch', () => {
    expect(validateLaunch(base)).toEqual({});
  });

  it('names each bad field in its sentence', () => {
    const errors = validateLaunch({
      ...base,
      name: ' ',
      symbol: 'ME ME',
      image: null,
      website: 'ftp://x',
      initialMarketCap: '69000',
      vestedPercent: '81',
    });
    expect(errors.name).toMatch(/^Name:/);
    expect(errors.symbol).toMatch(/^Symbol:/);
    expect(errors.image).toMatch(/^Image:/);
    expect(errors.website).toMatch(/^Website:/);
    expect(errors.migrationMarketCap).toMatch(/^Graduation market cap: must be above/);
    expect(errors.vestedPercent).toMatch(/^Vested share: a percentage from 0 to 80/);
  });

  it('refuses a vesting without a duration and a cliff unlock above the vested share', () => {
    const errors = validateLaunch({ ...base, vestedPercent: '10', cliffUnlockPercent: '20' });
    expect(errors.vestedPercent).toMatch(/choose a vesting duration/);
    expect(errors.cliffUnlockPercent).toMatch(/^Unlocked at the cliff/);
  });

  it('checks an image’s type and size before anything is sent', () => {
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toMatch(/image\/svg\+xml is not accepted/);
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toMatch(/JPEG, PNG, GIF or WebP/);
    expect(imageProblem({ type: 'image/png', size: 3 * 1024 * 1024 })).toMatch(/3\.0 MB is larger than the 2 MB limit/);
    expect(imageProblem({ type: 'image/webp', size: 2 * 1024 * 1024 })).toBeNull();
  });
});

describe('create-tx body', () => {
  it('sends the Meme preset as the docs give it, fee always included', () => {
    expect(createPoolBody({ ...base, image: png }, CREATOR, 'image/png')).toEqual({
      buildCurveByMarketCapParam: {
        quoteMint: STUDIO_QUOTE_MINTS.USDC,
        initialMarketCap: 16000,
        migrationMarketCap: 69000,
        tokenQuoteDecimal: 6,
        lockedVestingParam: {
          totalLockedVestingAmount: 0,
          cliffUnlockAmount: 0,
          numberOfVestingPeriod: 0,
          totalVestingDuration: 0,
          cliffDurationFromMigrationTime: 0,
        },
      },
      antiSniping: false,
      fee: { feeBps: 100 },
      isLpLocked: true,
      tokenName: 'Meme Coin',
      tokenSymbol: 'MEME',
      tokenImageContentType: 'image/png',
      creator: CREATOR,
    });
  });

  it('sends the Indie preset: 100,000,000 tokens over 365 unlocks in a year, anti-sniping on', () => {
    const body = createPoolBody({ ...base, ...PRESETS.Indie, quote: 'SOL', image: png }, CREATOR, 'image/png');
    expect(body.buildCurveByMarketCapParam).toMatchObject({
      quoteMint: STUDIO_QUOTE_MINTS.SOL,
      tokenQuoteDecimal: 9,
      initialMarketCap: 32000,
      migrationMarketCap: 240000,
      lockedVestingParam: {
        totalLockedVestingAmount: 100_000_000,
        numberOfVestingPeriod: 365,
        totalVestingDuration: 31536000,
      },
    });
    expect(body.antiSniping).toBe(true);
    expect(body.fee).toEqual({ feeBps: 100, totalDuration: 120 });
  });
});

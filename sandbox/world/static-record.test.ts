import { describe, expect, it } from 'vitest';
import { mintInformationSchema } from '../../src/api/tokens/schemas';
import { staticMintInformation } from './static-record';
import { buildWorld } from './world';

const world = buildWorld('static-record-test');

describe('staticMintInformation', () => {
  it('gives every token a record the app’s MintInformation schema accepts', () => {
    for (const token of world.tokens) {
      const parsed = mintInformationSchema.safeParse(staticMintInformation(token, 'http://127.0.0.1:8787'));
      expect(parsed.success, `${token.symbol}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });

  it('carries authorities only when not disabled, isSus only when flagged, and UI supplies', () => {
    const kept = world.tokens.find((t) => t.mintAuthority !== null && t.freezeAuthority !== null)!;
    const revoked = world.tokens.find((t) => t.mintAuthority === null && t.freezeAuthority === null)!;
    const sus = world.tokens.find((t) => t.audit.isSus === true)!;
    expect(staticMintInformation(kept)).toMatchObject({
      mintAuthority: kept.mintAuthority,
      freezeAuthority: kept.freezeAuthority,
    });
    expect(staticMintInformation(revoked)).not.toHaveProperty('mintAuthority');
    expect(staticMintInformation(revoked)).not.toHaveProperty('freezeAuthority');
    expect(staticMintInformation(sus).audit?.isSus).toBe(true);
    expect(staticMintInformation(revoked).audit).not.toHaveProperty('isSus');
    const usdc = world.byMint.get('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')!;
    expect(staticMintInformation(usdc, 'http://h')).toMatchObject({
      totalSupply: 9_000_000_000,
      icon: `http://h/__sandbox/logos/${usdc.id}.svg`,
      website: 'https://www.circle.com',
      isVerified: true,
      tags: ['verified'],
    });
  });
});

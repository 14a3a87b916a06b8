import { UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS, tokenExpiresAt } from './token-expiry';

const NOW = 1_800_000_000_000;
const jwt = (claims: Record<string, unknown>) => new UnsecuredJWT(claims).encode();

describe('tokenExpiresAt', () => {
  it('reads the lifetime from exp - iat, on this browser’s clock (a skewed service clock does not matter)', () => {
    const serviceNow = NOW / 1000 - 3 * 3600; // the service's clock is 3 h behind ours
    expect(tokenExpiresAt(jwt({ iat: serviceNow, exp: serviceNow + 3600 }), NOW)).toBe(NOW + 3_600_000);
  });

  it('without iat, exp is read against our clock', () => {
    expect(tokenExpiresAt(jwt({ exp: NOW / 1000 + 600 }), NOW)).toBe(NOW + 600_000);
  });

  it('an unreadable token, or one claiming more than 24 h, is kept 24 h at most', () => {
    expect(tokenExpiresAt('not-a-jwt', NOW)).toBe(NOW + TOKEN_LIFETIME_MS);
    expect(tokenExpiresAt(jwt({ iat: NOW / 1000, exp: NOW / 1000 + 30 * 86_400 }), NOW)).toBe(NOW + TOKEN_LIFETIME_MS);
    expect(tokenExpiresAt(jwt({ exp: 'soon' }), NOW)).toBe(NOW + TOKEN_LIFETIME_MS);
  });
});

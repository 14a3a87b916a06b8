import { decodeJwt } from 'jose';

/** Supplement §6: the service's tokens live 24 hours; no token is trusted for longer. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * When a freshly issued token stops being used, on this browser's clock. Its lifetime is read as `exp - iat` so a
 * service clock that differs from ours neither expires it at once nor keeps it alive; a token whose claims cannot be
 * read is kept for the documented 24 hours at most.
 */
export function tokenExpiresAt(token: string, now: number): number {
  let lifetimeMs = TOKEN_LIFETIME_MS;
  try {
    const { exp, iat } = decodeJwt(token);
    const issued = typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 : now;
    if (typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > issued) lifetimeMs = exp * 1000 - issued;
  } catch {
    // unreadable: the documented lifetime stands
  }
  return now + Math.min(lifetimeMs, TOKEN_LIFETIME_MS);
}

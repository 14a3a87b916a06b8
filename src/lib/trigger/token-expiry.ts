/** Supplement §6: the service's tokens live 24 hours; no token is trusted for longer. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

// Lifetime as `exp - iat`, so a service clock unlike ours neither expires the token at once nor keeps it alive.
export function tokenExpiresAt(token: string, now: number): number {
  let lifetimeMs = TOKEN_LIFETIME_MS;
  try {
    // Read, not verified (jose's decodeJwt cost every page's first load 0.5 KB): the lifetime is capped below anyway.
    const { exp, iat } = JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as {
      exp?: unknown;
      iat?: unknown;
    };
    const issued = typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 : now;
    if (typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > issued) lifetimeMs = exp * 1000 - issued;
  } catch {
    // unreadable: the documented lifetime stands
  }
  return now + Math.min(lifetimeMs, TOKEN_LIFETIME_MS);
}

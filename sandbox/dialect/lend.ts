import { type Answer, isObject, type Json, mapObjects } from './shape';

const FRACTION_DIGITS = 12;

/** The sandbox's own reads, which the real service does not have (sandbox/lend/README.md). */
export const LEND_SANDBOX_ONLY: readonly string[] = ['/lend/v1/earn/rate-history'];

/** `numerator / denominator` as a decimal string, truncated to 12 places ("980392.156862745098"). */
export function decimalRatio(numerator: bigint, denominator: bigint): string {
  const scaled = (numerator * 10n ** BigInt(FRACTION_DIGITS)) / denominator;
  const digits = scaled.toString().padStart(FRACTION_DIGITS + 1, '0');
  const whole = digits.slice(0, -FRACTION_DIGITS);
  const fraction = digits.slice(-FRACTION_DIGITS).replace(/0+$/, '');
  return fraction === '' ? `${whole}.0` : `${whole}.${fraction}`;
}

const isDigits = (v: unknown): v is string => typeof v === 'string' && /^\d+$/.test(v);

/** A token with its conversion rates as the real service sends them: the share price ratio, a decimal string. */
function realToken(token: Json): Json {
  const { totalSupply, totalAssets } = token;
  // An empty vault converts 1:1.
  const empty = !isDigits(totalSupply) || !isDigits(totalAssets) || totalSupply === '0' || totalAssets === '0';
  return {
    ...token,
    convertToShares: empty ? '1.0' : decimalRatio(BigInt(totalSupply), BigInt(totalAssets)),
    convertToAssets: empty ? '1.0' : decimalRatio(BigInt(totalAssets), BigInt(totalSupply)),
  };
}

function realPosition(position: Json): Json {
  const token = isObject(position.token) ? realToken(position.token) : position.token;
  const decimals = isObject(token) ? token.decimals : undefined;
  const balance = position.underlyingBalance;
  if (!isDigits(balance) || typeof decimals !== 'number') return { ...position, token };
  return { ...position, token, underlyingBalance: decimalRatio(BigInt(balance), 10n ** BigInt(decimals)) };
}

/** Lend: decimal strings where the spec dialect has integers; earnings stay an array (the published examples). */
export function lendReal({ path, status, body }: Answer): unknown {
  if (status >= 400) return body;
  if (path === '/lend/v1/earn/tokens') return mapObjects(body, realToken);
  if (path === '/lend/v1/earn/positions') return mapObjects(body, realPosition);
  return body;
}

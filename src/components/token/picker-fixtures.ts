import type { MintInformation } from '../../api/tokens/schemas';

/** Test-only token records and a tokens v2 / price v3 stand-in for the picker and amount input tests. */

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function fakeMint(i: number): string {
  let n = i;
  let s = '';
  do {
    s = (ALPHABET[n % 58] ?? '1') + s;
    n = Math.floor(n / 58);
  } while (n > 0);
  return `Gen${s.padStart(40, '1')}`;
}

export const SOL = 'So11111111111111111111111111111111111111112';
export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
export const JITOSOL = 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn';
export const SCAM = 'ScamR1sk9z8Hq3v4BmWmdT5vXx7kP2aJcLfE6yN4tGq';

const verified = { isVerified: true, organicScoreLabel: 'high' as const };
export const sol: MintInformation = {
  id: SOL,
  name: 'Wrapped SOL',
  symbol: 'SOL',
  decimals: 9,
  icon: 'http://logos.test/sol.svg',
  tags: ['verified'],
  ...verified,
};
export const usdc: MintInformation = {
  id: USDC,
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  icon: 'http://logos.test/usdc.svg',
  tags: ['verified'],
  freezeAuthority: 'FreezeAuth1111111111111111111111111111111111',
  mintAuthority: 'MintAuth11111111111111111111111111111111111',
  audit: { mintAuthorityDisabled: false, freezeAuthorityDisabled: false, topHoldersPercentage: 35 },
  ...verified,
};
export const jup: MintInformation = {
  id: JUP,
  name: 'Jupiter',
  symbol: 'JUP',
  decimals: 6,
  icon: null,
  tags: ['verified'],
  ...verified,
};
export const jitoSol: MintInformation = {
  id: JITOSOL,
  name: 'Jito Staked SOL',
  symbol: 'JitoSOL',
  decimals: 9,
  tags: ['lst', 'verified'],
  ...verified,
};
export const scam: MintInformation = {
  id: SCAM,
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  isVerified: false,
  tags: [],
  freezeAuthority: 'FreezeAuth2222222222222222222222222222222222',
  mintAuthority: 'MintAuth22222222222222222222222222222222222',
  organicScoreLabel: 'low',
  audit: { isSus: true, mintAuthorityDisabled: false, freezeAuthorityDisabled: false, topHoldersPercentage: 91.4 },
};

export const HUGE = 'HugeDec1111111111111111111111111111111111111';
export const huge: MintInformation = {
  id: HUGE,
  name: 'Huge Decimals',
  symbol: 'HUGE',
  decimals: 24,
  isVerified: true,
  tags: ['verified'],
};

export function generatedRecords(count: number): MintInformation[] {
  return Array.from({ length: count }, (_, i) => ({
    id: fakeMint(i),
    name: `Generated ${String(i)}`,
    symbol: `GEN${String(i)}`,
    decimals: 6,
    isVerified: true,
    tags: ['verified'],
  }));
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

export interface FakeTokenApi {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  requests: URL[];
}

/**
 * tokens v2 `tag` and `search` and price v3 over a fixed set of records. `search` matches a mint exactly or a symbol
 * or name case-insensitively; comma-separated mints look each one up.
 */
export function fakeTokenApi(records: readonly MintInformation[], prices: Record<string, number> = {}): FakeTokenApi {
  const byMint = new Map(records.map((r) => [r.id, r]));
  const requests: URL[] = [];
  const fetchFn = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    requests.push(url);
    if (init?.signal?.aborted) return Promise.reject(new DOMException('aborted', 'AbortError'));
    const query = url.searchParams.get('query') ?? '';
    if (url.pathname === '/tokens/v2/tag') return Promise.resolve(json(records.filter((r) => r.tags?.includes(query))));
    if (url.pathname === '/tokens/v2/search') {
      if (query.includes(',') || byMint.has(query)) {
        return Promise.resolve(json(query.split(',').flatMap((m) => byMint.get(m) ?? [])));
      }
      const q = query.toLowerCase();
      const found = records.filter((r) => r.symbol.toLowerCase().includes(q) || r.name.toLowerCase().includes(q));
      return Promise.resolve(json(found.slice(0, 20)));
    }
    if (url.pathname === '/price/v3') {
      const ids = (url.searchParams.get('ids') ?? '').split(',');
      const out: Record<string, unknown> = {};
      for (const id of ids) {
        const usdPrice = prices[id];
        if (usdPrice !== undefined) {
          out[id] = {
            createdAt: '2026-01-01T00:00:00Z',
            liquidity: 1e6,
            usdPrice,
            blockId: 1,
            decimals: byMint.get(id)?.decimals ?? 6,
            priceChange24h: 0,
          };
        }
      }
      return Promise.resolve(json(out));
    }
    return Promise.resolve(new Response(JSON.stringify({ error: 'not found' }), { status: 404 }));
  };
  return { fetch: fetchFn, requests };
}

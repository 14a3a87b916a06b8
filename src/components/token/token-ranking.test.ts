import { describe, expect, it } from 'vitest';
import { mintInformationSchema } from '../../api/tokens/schemas';
import { tokenInfoFromRecord, type HeldToken, type TokenInfo } from '../../lib/token-info';
import { generatedRecords, jitoSol, JUP, jup, SCAM, scam, SOL, sol, USDC, usdc } from './picker-fixtures';
import { indexTokens, looksLikeMint, rankTokens, sortHoldings } from './token-ranking';

const info = (r: unknown): TokenInfo => tokenInfoFromRecord(mintInformationSchema.parse(r));
const [SOL_T, USDC_T, JUP_T, JITO_T, SCAM_T] = [sol, usdc, jup, jitoSol, scam].map(info) as [
  TokenInfo,
  TokenInfo,
  TokenInfo,
  TokenInfo,
  TokenInfo,
];
const list = indexTokens([SOL_T, USDC_T, JUP_T, JITO_T]);
const mints = (rows: { token: TokenInfo }[]) => rows.map((r) => r.token.symbol);

describe('sortHoldings', () => {
  it('orders by USD value, unpriced last by symbol', () => {
    const held: HeldToken[] = [
      { token: JUP_T, holding: { amount: 1n, usd: null } },
      { token: SOL_T, holding: { amount: 1n, usd: 300 } },
      { token: SCAM_T, holding: { amount: 1n, usd: null } },
      { token: USDC_T, holding: { amount: 1n, usd: 1_000 } },
    ];
    expect(mints(sortHoldings(held))).toEqual(['USDC', 'SOL', 'JUP', 'USDC']);
    expect(sortHoldings(held)[3]?.token.mint).toBe(SCAM);
  });
});

describe('rankTokens', () => {
  const held: HeldToken[] = [
    { token: USDC_T, holding: { amount: 5n, usd: 5 } },
    { token: SCAM_T, holding: { amount: 9n, usd: null } },
  ];

  it('with no query: held first (whatever the tab lists), then the list without repeats or the other side', () => {
    expect(mints(rankTokens({ held, list, query: '', tag: null }))).toEqual(['USDC', 'USDC', 'SOL', 'JUP', 'JitoSOL']);
    expect(rankTokens({ held, list, query: '', tag: null })[0]?.holding).toEqual({ amount: 5n, usd: 5 });
    expect(mints(rankTokens({ held, list, query: '', tag: null, exclude: USDC }))).toEqual([
      'USDC',
      'SOL',
      'JUP',
      'JitoSOL',
    ]);
  });

  it('in a tag tab keeps only held tokens with the tag', () => {
    expect(mints(rankTokens({ held, list: indexTokens([JITO_T]), query: '', tag: 'lst' }))).toEqual(['JitoSOL']);
  });

  it('ranks exact mint, exact symbol, prefix, name word, substring; verified before look-alikes', () => {
    expect(mints(rankTokens({ held, list, query: 'usdc', tag: null }))).toEqual(['USDC', 'USDC']);
    expect(rankTokens({ held, list, query: 'usdc', tag: null })[0]?.token.mint).toBe(USDC);
    expect(mints(rankTokens({ held: [], list, query: 'sol', tag: null }))).toEqual(['SOL', 'JitoSOL']);
    expect(mints(rankTokens({ held: [], list, query: 'staked', tag: null }))).toEqual(['JitoSOL']);
    expect(mints(rankTokens({ held: [], list, query: ` ${JUP} `, tag: null }))).toEqual(['JUP']);
  });

  it('merges search results from the service, inside the tab unless the query is their mint', () => {
    const extra = [SCAM_T, JUP_T];
    expect(rankTokens({ held: [], list, extra, query: 'usd', tag: null }).map((r) => r.token.mint)).toEqual([
      USDC,
      SCAM,
    ]);
    expect(mints(rankTokens({ held: [], list, extra, query: 'usd', tag: 'verified' }))).toEqual(['USDC']);
    expect(rankTokens({ held: [], list, extra, query: SCAM, tag: 'verified' }).map((r) => r.token.mint)).toEqual([
      SCAM,
    ]);
  });

  it('filters 6,000 tokens per keystroke well inside a frame budget', () => {
    const big = indexTokens(generatedRecords(6_000).map(info));
    const started = performance.now();
    let last = 0;
    for (const q of ['g', 'ge', 'gen', 'gen5', 'gen59', 'gen5', 'generated 1']) {
      const t0 = performance.now();
      rankTokens({ held, list: big, query: q, tag: null });
      last = Math.max(last, performance.now() - t0);
    }
    expect(last).toBeLessThan(50);
    expect(performance.now() - started).toBeLessThan(350);
    expect(rankTokens({ held, list: big, query: 'gen59', tag: null })).toHaveLength(111);
  });
});

describe('looksLikeMint', () => {
  it('accepts base58 of mint length only', () => {
    expect(looksLikeMint(SOL)).toBe(true);
    expect(looksLikeMint(` ${USDC} `)).toBe(true);
    expect(looksLikeMint('USDC')).toBe(false);
    expect(looksLikeMint('0'.repeat(40))).toBe(false);
  });
});

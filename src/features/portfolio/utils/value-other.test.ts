import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { positionSchema } from '../../../api/prediction/schemas';
import { OWNER, position as wirePosition } from '../../../api/prediction/test-fixtures';
import type { Launch } from '../../launch-token/state/launches-store';
import { launchItems, leftoverItems, predictionItems } from './value-other';
import { walletTokenRows } from './value-wallet';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const pos = (over: Record<string, unknown>) => z.parse(positionSchema, { ...wirePosition, ...over });

describe('predictions', () => {
  it('values winnings at $1 a contract with a claim, open positions at mark, and drops lost or claimed ones', () => {
    const items = predictionItems(
      [
        pos({}),
        pos({ pubkey: 'open', claimable: false, valueUsd: '4200000' }),
        pos({ pubkey: 'mark', claimable: false, valueUsd: null, markPriceUsd: '500000', contractsMicro: '3000000' }),
        pos({ pubkey: 'gone', claimed: true }),
      ],
      OWNER,
    );
    expect(items.map((i) => [i.holds, i.usd, i.action?.verb ?? null])).toEqual([
      ['7.69 YES contracts', 7_692_307n, 'Claim'],
      ['7.69 YES contracts', 4_200_000n, null],
      ['3 YES contracts', 1_500_000n, null],
    ]);
    expect(items[0]?.action?.run).toMatchObject({ kind: 'prediction', vars: { payout: 7_692_307n, side: 'yes' } });
  });
});

describe('launch fees', () => {
  const launch: Launch = {
    wallet: OWNER,
    mint: 'Mint1111111111111111111111111111111111111111',
    name: 'Cat',
    symbol: 'CAT',
    quote: 'SOL',
    imageUrl: '',
    signature: 's',
    createdAt: 0,
  };
  it('values unclaimed fees in their quote token and claims them from the pool', () => {
    const items = launchItems(
      [
        { launch, pool: 'Pool', unclaimed: 20_000_000n },
        { launch: { ...launch, mint: 'other' }, pool: 'P2', unclaimed: 0n },
      ],
      OWNER,
      (m) => (m === SOL ? 150 : null),
    );
    expect(items.map((i) => [i.holds, i.usd])).toEqual([['0.02 SOL', 3_000_000n]]);
    expect(items[0]?.action?.run).toMatchObject({
      kind: 'fees',
      vars: { poolAddress: 'Pool', unclaimed: 20_000_000n },
    });
  });
});

describe('leftovers', () => {
  it('offers to unwrap wrapped SOL and to close only the empty accounts the wallet may close, with their rent', () => {
    const account = (pubkey: string, amount: bigint, closable: boolean) => ({
      pubkey,
      mint: USDC,
      amount,
      lamports: 2_039_280n,
      closable,
    });
    const items = leftoverItems(
      500_000_000n,
      [account('a', 0n, true), account('b', 0n, true), account('c', 0n, false), account('d', 5n, false)],
      OWNER,
      100,
    );
    expect(items.map((i) => [i.title, i.holds, i.usd, i.action?.verb])).toEqual([
      ['Wrapped SOL', '0.5 SOL', 50_000_000n, 'Unwrap'],
      ['2 empty token accounts', '0.00407856 SOL of rent', 407_856n, 'Close'],
    ]);
    expect(leftoverItems(0n, [], OWNER, 100)).toEqual([]);
  });
});

describe('wallet tokens', () => {
  it('values each held token with its 24 h change, largest first, leaving out tokens a position counts', () => {
    const rows = walletTokenRows(
      new Map([
        [USDC, { amount: 5_000_000n, decimals: 6 }],
        [SOL, { amount: 2_000_000_000n, decimals: 9 }],
        ['jl', { amount: 1n, decimals: 6 }],
        ['unknown', { amount: 7n, decimals: 0 }],
      ]),
      (m) =>
        m === SOL ? { symbol: 'SOL', name: 'Solana' } : m === USDC ? { symbol: 'USDC', name: 'USD Coin' } : undefined,
      { [SOL]: { usdPrice: 150, priceChange24h: -2.5 }, [USDC]: { usdPrice: 1, priceChange24h: null } },
      new Set(['jl']),
    );
    expect(rows.map((r) => [r.symbol, r.usd, r.change24h])).toEqual([
      ['SOL', 300_000_000n, -2.5],
      ['USDC', 5_000_000n, null],
      ['unkn…', null, null],
    ]);
  });
});

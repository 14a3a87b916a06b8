import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { positionSchema } from '../../../api/prediction/schemas';
import { OWNER, POSITION, position as wirePosition } from '../../../api/prediction/test-fixtures';
import { solPosition, solVault } from '../../earn-borrow/utils/borrow-fixtures';
import type { PortfolioItem } from '../../portfolio/utils/model';
import { detectBorrow, detectFees, detectGraduated, detectPredictions } from './detect-positions';
import { DAY_MS } from './model';

const NOW = 1_704_000_000_000;
const pos = (over: Record<string, unknown>) => z.parse(positionSchema, { ...wirePosition, ...over });

describe('detectPredictions', () => {
  it('turns a won position into "resolved" with its claim, dated by when it became claimable (seconds)', () => {
    const [item, ...rest] = detectPredictions([pos({ claimableAt: NOW / 1000 - 60 })], OWNER, NOW);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ id: `market-resolved:${POSITION}`, kind: 'market-resolved', at: NOW - 60_000 });
    expect(item?.action).toMatchObject({
      kind: 'run',
      item: { action: { run: { kind: 'prediction', vars: { positionPubkey: POSITION, payout: 7_692_307n } } } },
    });
  });

  it('warns of an open position whose market closes within 24 h; not later ones, lost or claimed ones', () => {
    const open = (pubkey: string, closeTime: number, over: Record<string, unknown> = {}) =>
      pos({ pubkey, claimable: false, marketMetadata: { title: 'M', closeTime }, ...over });
    const items = detectPredictions(
      [
        open('soon', NOW / 1000 + 3_600),
        open('later', NOW / 1000 + 2 * 86_400),
        open('lost', NOW / 1000 + 3_600, { marketMetadata: { result: 'no', closeTime: NOW / 1000 + 3_600 } }),
        pos({ pubkey: 'claimed', claimed: true }),
      ],
      OWNER,
      NOW,
    );
    expect(items.map((i) => [i.id, i.kind, i.at])).toEqual([
      ['market-closing:soon', 'market-closing', NOW + 3_600_000 - DAY_MS],
    ]);
  });
});

describe('detectBorrow', () => {
  // 1 SOL at $150, liquidation threshold 85 %: $110 of debt is health 1.16, $100 is 1.28.
  it('flags a position under health 1.2 (repay / add collateral) and not one above it', () => {
    const low = solPosition(1_000_000_000n, 110_000_000n);
    const fine = solPosition(1_000_000_000n, 100_000_000n, { id: 8 });
    const items = detectBorrow([low, fine], [solVault]);
    expect(items).toEqual([expect.objectContaining({ id: 'borrow-health:7:11', kind: 'borrow-health' })]);
    expect(items[0]?.detail).toContain('health factor 1.16');
    expect(items[0]?.action).toMatchObject({ kind: 'open', to: '/earn' });
  });

  it('tells of a liquidation, and a further fall of health is a new item', () => {
    expect(detectBorrow([solPosition(1n, 1n, { isLiquidated: true })], [solVault]).map((i) => i.kind)).toEqual([
      'borrow-liquidated',
    ]);
    const lower = detectBorrow([solPosition(1_000_000_000n, 125_000_000n)], [solVault]);
    expect(lower.map((i) => i.id)).toEqual(['borrow-health:7:10']);
  });
});

describe('detectFees', () => {
  const launch = (usd: bigint | null): PortfolioItem => ({
    id: `launch:${String(usd)}`,
    product: 'launch',
    title: 'Creator fees of Cat (CAT)',
    holds: '0.01 SOL',
    usd,
    details: [],
    action: { verb: 'Claim', label: 'Claim 0.01 SOL', run: { kind: 'unwrap', wallet: OWNER } },
  });
  it('lists fees worth at least 1 USD with their claim, not smaller or unpriced ones', () => {
    const items = detectFees([launch(1_000_000n), launch(999_999n), launch(null)]);
    expect(items.map((i) => [i.id, i.action?.kind])).toEqual([['fees-to-claim:launch:1000000', 'run']]);
  });
});

describe('detectGraduated', () => {
  const launch = (mint: string, graduatedPool: string | null) => ({
    wallet: OWNER,
    mint,
    name: `Cat ${mint}`,
    symbol: mint.toUpperCase(),
    quote: 'USDC' as const,
    signature: `sig-${mint}`,
    createdAt: NOW,
    pool: `curve-${mint}`,
    graduatedPool,
  });

  it('tells of a launch that left its curve, with a way to trade it; not of one still on its curve', () => {
    const items = detectGraduated([launch('grad', 'damm-grad'), launch('curve', null)]);
    expect(items).toEqual([
      {
        id: 'launch-graduated:grad',
        kind: 'launch-graduated',
        at: 0,
        title: 'Your launch graduated',
        detail: 'Cat grad (GRAD) sold its bonding curve and trades in its DAMM v2 pool now',
        action: { kind: 'open', label: 'Trade GRAD', to: '/swap?from=USDC&to=grad' },
      },
    ]);
  });
});

import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { historyEventSchema, positionSchema } from '../../../api/prediction/schemas';
import { historyEvent, POSITION, position as wirePosition } from '../../../api/prediction/test-fixtures';
import { solPosition, solVault } from '../../earn-borrow/utils/borrow-fixtures';
import { liquidationEvents, predictionEvents, resolutionEvents } from './position-events';

const NOW_S = 1_704_067_300;
const pos = (over: Record<string, unknown>) => z.parse(positionSchema, { ...wirePosition, ...over });
const hist = (over: Record<string, unknown>) =>
  z.parse(historyEventSchema, {
    ...historyEvent,
    isBuy: true,
    isYes: true,
    totalCostUsd: '5000000',
    marketMetadata: { title: 'SOL $500 by Q2 2026' },
    ...over,
  });

describe('predictionEvents', () => {
  it('tells of a bet, a sale, a claim and a loss with their amounts in USD, signature and time (seconds → ms)', () => {
    const events = predictionEvents([
      hist({}),
      hist({ id: 43, isBuy: false, netProceedsUsd: '2500000', signature: 's2' }),
      hist({ id: 44, eventType: 'payout_claimed', payoutAmountUsd: '7692307', signature: 's3' }),
      hist({ id: 45, eventType: 'position_lost', isYes: false, signature: 's4' }),
      hist({ id: 46, eventType: 'order_created', signature: 's5' }),
    ]);
    expect(events.map((e) => [e.id, e.title, e.detail, e.at])).toEqual([
      ['prediction:42', 'Prediction bought', 'YES · SOL $500 by Q2 2026: paid $5.00', NOW_S * 1000],
      ['prediction:43', 'Prediction sold', 'YES · SOL $500 by Q2 2026: received $2.50', NOW_S * 1000],
      ['prediction:44', 'Winnings claimed', 'YES · SOL $500 by Q2 2026: $7.69', NOW_S * 1000],
      ['prediction:45', 'Prediction lost', 'NO · SOL $500 by Q2 2026', NOW_S * 1000],
    ]);
    expect(events[0]?.signature).toBe(historyEvent.signature);
  });
});

describe('resolutionEvents', () => {
  it('tells of a market that resolved under a position, won or lost; not of an open one', () => {
    const events = resolutionEvents([
      pos({ marketMetadata: { title: 'M', result: 'yes' }, payoutUsd: '7692307', settlementDate: NOW_S }),
      pos({ pubkey: 'lost', claimable: false, marketMetadata: { title: 'M', result: 'no' } }),
      pos({ pubkey: 'open', claimable: false, marketMetadata: { title: 'M' } }),
    ]);
    expect(events.map((e) => [e.id, e.title, e.detail, e.at, e.signature])).toEqual([
      [`resolution:${POSITION}`, 'Market resolved: YES won', 'You held YES in M: won — $7.69', NOW_S * 1000, null],
      ['resolution:lost', 'Market resolved: NO won', 'You held YES in M: lost', null, null],
    ]);
  });
});

describe('liquidationEvents', () => {
  it('lists liquidated positions by pair and number, without a time or transaction', () => {
    const events = liquidationEvents([solPosition(1n, 1n, { isLiquidated: true }), solPosition(2n, 1n)], [solVault]);
    expect(events).toEqual([
      {
        id: `liquidation:${String(solPosition(1n, 1n).id)}`,
        product: 'lend',
        at: null,
        title: 'Borrow position liquidated',
        detail: expect.stringMatching(/^SOL → USDC position #\d+$/) as string,
        signature: null,
      },
    ]);
  });
});

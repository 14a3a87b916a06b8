import { describe, expect, it } from 'vitest';
import { positionSchema } from '../../../api/prediction/schemas';
import { position } from '../../../api/prediction/test-fixtures';
import { pnlAfterFees, positionContractsMicro, positionState } from './position-view';

const p = (over: Record<string, unknown>) => positionSchema.parse({ ...position, ...over });

describe('position view', () => {
  it('tells open, claimable, claimed and lost apart', () => {
    expect(positionState(p({ claimable: false }))).toBe('open');
    expect(positionState(p({ claimable: true }))).toBe('claimable');
    expect(positionState(p({ claimable: false, claimed: true }))).toBe('claimed');
    const lost = p({ claimable: false, isYes: true, marketMetadata: { marketId: 'm', result: 'no' } });
    expect(positionState(lost)).toBe('lost');
  });

  it('computes P&L after fees from value, cost and fees when not given', () => {
    expect(pnlAfterFees(p({ valueUsd: '6000000', totalCostUsd: '5000000', feesPaidUsd: '25000' }))).toBe(975_000n);
    expect(pnlAfterFees(p({ pnlUsdAfterFees: '-10' }))).toBe(-10n);
    expect(pnlAfterFees(p({ valueUsd: null }))).toBeNull();
  });

  it('reads contracts in micro', () => {
    expect(positionContractsMicro(p({}))).toBe(7_692_307n);
    expect(positionContractsMicro(p({ contractsMicro: null, contracts: '3' }))).toBe(3_000_000n);
  });
});

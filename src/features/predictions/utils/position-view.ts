import type { Position } from '../../../api/prediction/schemas';

export type PositionState = 'open' | 'claimable' | 'claimed' | 'lost' | 'settled';

export function positionState(p: Position): PositionState {
  if (p.claimed) return 'claimed';
  if (p.claimable) return 'claimable';
  const result = p.marketMetadata?.result;
  if (result === 'yes' || result === 'no') return (result === 'yes') === p.isYes ? 'settled' : 'lost';
  return 'open';
}

export function positionContractsMicro(p: Position): bigint {
  if (p.contractsMicro !== null && p.contractsMicro !== undefined) return p.contractsMicro;
  return p.contracts * 1_000_000n;
}

/** P&L after fees when the service gives it, else value − cost − fees paid. */
export function pnlAfterFees(p: Position): bigint | null {
  if (p.pnlUsdAfterFees !== null && p.pnlUsdAfterFees !== undefined) return p.pnlUsdAfterFees;
  if (p.valueUsd === null || p.valueUsd === undefined) return null;
  return p.valueUsd - p.totalCostUsd - (p.feesPaidUsd ?? 0n);
}

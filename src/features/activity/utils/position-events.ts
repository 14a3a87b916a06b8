import type { BorrowPosition, BorrowVault } from '../../../api/lend/schemas';
import type { HistoryEvent, Position } from '../../../api/prediction/schemas';
import { msOf } from '../../inbox/utils/detect-positions';
import { positionState } from '../../predictions/utils/position-view';
import { usdText } from '../../portfolio/utils/usd';
import type { ChainLiquidation } from './liquidation-chain';
import type { ServiceEvent } from './model';

type Titled = Pick<HistoryEvent, 'marketMetadata' | 'eventMetadata' | 'marketId'>;
const marketOf = (e: Titled) => e.marketMetadata?.title ?? e.eventMetadata?.title ?? e.marketId ?? 'a market';
const sideOf = (isYes: boolean | null | undefined) => (isYes === false ? 'NO' : 'YES');

function predictionText(e: HistoryEvent): { title: string; detail: string } | null {
  const on = `${sideOf(e.isYes)} · ${marketOf(e)}`;
  switch (e.eventType) {
    case 'order_filled':
      return e.isBuy === false
        ? { title: 'Prediction sold', detail: `${on}: received ${usdText(e.netProceedsUsd ?? null)}` }
        : { title: 'Prediction bought', detail: `${on}: paid ${usdText(e.totalCostUsd ?? null)}` };
    case 'payout_claimed':
      return { title: 'Winnings claimed', detail: `${on}: ${usdText(e.payoutAmountUsd ?? null)}` };
    case 'position_lost':
      return { title: 'Prediction lost', detail: on };
    case 'order_failed':
      return { title: 'Prediction order failed', detail: on };
    default:
      return null;
  }
}

/** The prediction service's history: fills, claims, losses and failed orders (created / updated rows say no more). */
export function predictionEvents(history: readonly HistoryEvent[]): ServiceEvent[] {
  return history.flatMap((e): ServiceEvent[] => {
    const text = predictionText(e);
    if (!text) return [];
    const at = msOf(e.timestamp);
    return [{ id: `prediction:${String(e.id)}`, product: 'predictions', at, signature: e.signature || null, ...text }];
  });
}

/** A market that resolved under one of the wallet's positions (no transaction of the wallet's makes it happen). */
export function resolutionEvents(positions: readonly Position[]): ServiceEvent[] {
  return positions.flatMap((p): ServiceEvent[] => {
    const state = positionState(p);
    const result = p.marketMetadata?.result;
    if (state === 'open' || (result !== 'yes' && result !== 'no' && state !== 'claimable')) return [];
    const won = state !== 'lost';
    const outcome = result === 'yes' || result === 'no' ? `${result.toUpperCase()} won` : 'your side won';
    const payout = p.payoutUsd ? ` — ${usdText(p.payoutUsd)}` : '';
    return [
      {
        id: `resolution:${p.pubkey}`,
        product: 'predictions',
        at: msOf(p.settlementDate) ?? msOf(p.claimableAt) ?? null,
        title: `Market resolved: ${outcome}`,
        detail: `You held ${sideOf(p.isYes)} in ${marketOf(p)}: ${won ? `won${payout}` : 'lost'}`,
        signature: null,
      },
    ];
  });
}

/** Liquidated borrow positions, with the time and transaction found on chain (the service gives neither). */
export function liquidationEvents(
  positions: readonly BorrowPosition[],
  vaults: readonly BorrowVault[],
  onChain: ReadonlyMap<string, ChainLiquidation> = new Map(),
): ServiceEvent[] {
  return positions.flatMap((p): ServiceEvent[] => {
    if (!p.isLiquidated) return [];
    const v = vaults.find((x) => x.id === p.vaultId);
    const pair = v ? `${v.supplyToken.symbol} → ${v.borrowToken.symbol}` : 'Borrow';
    const found = onChain.get(p.address);
    return [
      {
        id: `liquidation:${String(p.id)}`,
        product: 'lend',
        at: found?.at ?? null,
        title: 'Borrow position liquidated',
        detail: `${pair} position #${String(p.id)}`,
        signature: found?.signature ?? null,
      },
    ];
  });
}

import type { BorrowPosition, BorrowVault } from '../../../api/lend/schemas';
import type { Position } from '../../../api/prediction/schemas';
import type { MyLaunch } from '../../launch-token/hooks/use-my-launches';
import { figures } from '../../earn-borrow/utils/borrow-math';
import { healthText } from '../../earn-borrow/utils/borrow-view';
import { positionState } from '../../predictions/utils/position-view';
import type { PortfolioItem } from '../../portfolio/utils/model';
import { usdText } from '../../portfolio/utils/usd';
import { predictionItems } from '../../portfolio/utils/value-other';
import { DAY_MS, FEES_THRESHOLD_MICRO_USD, HEALTH_WARNING, type InboxItem } from './model';

/** The prediction service sends Unix seconds; a value already in ms is kept. */
export const msOf = (t: number | null | undefined): number | null => (t ? (t < 1e12 ? t * 1000 : t) : null);

/** Won positions to claim (a market resolved) and open ones whose market closes within 24 h. */
export function detectPredictions(positions: readonly Position[], owner: string, now: number): InboxItem[] {
  const claims = new Map(predictionItems(positions, owner).map((i) => [i.id, i]));
  return positions.flatMap((p): InboxItem[] => {
    const state = positionState(p);
    const market = p.marketMetadata?.title ?? p.eventMetadata?.title ?? p.marketId;
    const side = p.isYes ? 'YES' : 'NO';
    if (state === 'claimable') {
      const item = claims.get(`prediction:${p.pubkey}`);
      const at = msOf(p.claimableAt) ?? msOf(p.settlementDate) ?? msOf(p.updatedAt) ?? 0;
      return [
        {
          id: `market-resolved:${p.pubkey}`,
          kind: 'market-resolved',
          at,
          title: 'Market resolved: winnings to claim',
          detail: `${side} · ${market}${item ? ` — ${usdText(item.usd)}` : ''}`,
          action: item?.action ? { kind: 'run', label: item.action.label, item } : null,
        },
      ];
    }
    const close = msOf(p.marketMetadata?.closeTime);
    if (state === 'open' && close !== null && close > now && close - now <= DAY_MS) {
      return [
        {
          id: `market-closing:${p.pubkey}`,
          kind: 'market-closing',
          at: close - DAY_MS,
          title: 'Market closes within 24 h',
          detail: `You hold ${side} in ${market}`,
          action: { kind: 'open', label: 'See your position', to: '/predictions' },
        },
      ];
    }
    return [];
  });
}

/** Positions under the warning health factor, and liquidated ones. */
export function detectBorrow(positions: readonly BorrowPosition[], vaults: readonly BorrowVault[]): InboxItem[] {
  return positions.flatMap((p): InboxItem[] => {
    const v = vaults.find((x) => x.id === p.vaultId);
    const pair = v ? `${v.supplyToken.symbol} → ${v.borrowToken.symbol}` : 'Borrow';
    const name = `${pair} position #${String(p.id)}`;
    const open = { kind: 'open', label: 'Repay or add collateral', to: '/earn' } as const;
    if (p.isLiquidated) {
      return [
        {
          id: `borrow-liquidated:${String(p.id)}`,
          kind: 'borrow-liquidated',
          at: 0,
          title: 'Borrow position liquidated',
          detail: `${name} was liquidated: see what is left`,
          action: { ...open, label: 'See the position' },
        },
      ];
    }
    if (!v || p.borrow <= 0n) return [];
    const { health } = figures(v, p.supply, p.borrow);
    if (!(health < HEALTH_WARNING)) return [];
    return [
      {
        // Per tenth of health: a further fall is news again, the same level polled twice is not.
        id: `borrow-health:${String(p.id)}:${String(Math.floor(health * 10))}`,
        kind: 'borrow-health',
        at: 0,
        title: 'Borrow health below 1.2',
        detail: `${name}: health factor ${healthText(health)}; repay or add collateral before it is liquidated`,
        action: open,
      },
    ];
  });
}

/** Creator fees worth claiming (the portfolio's launch items, each with its claim). */
export function detectFees(launches: readonly PortfolioItem[]): InboxItem[] {
  return launches.flatMap((i): InboxItem[] =>
    i.usd !== null && i.usd >= FEES_THRESHOLD_MICRO_USD && i.action
      ? [
          {
            id: `fees-to-claim:${i.id}`,
            kind: 'fees-to-claim',
            at: 0,
            title: 'Creator fees to claim',
            detail: `${i.title}: ${i.holds} (${usdText(i.usd)})`,
            action: { kind: 'run', label: i.action.label, item: i },
          },
        ]
      : [],
  );
}

/** The wallet's launches that left their bonding curve for their DAMM v2 pool. */
export function detectGraduated(launches: readonly MyLaunch[]): InboxItem[] {
  return launches.flatMap((l): InboxItem[] =>
    l.graduatedPool
      ? [
          {
            id: `launch-graduated:${l.mint}`,
            kind: 'launch-graduated',
            at: 0,
            title: 'Your launch graduated',
            detail: `${l.name} (${l.symbol}) sold its bonding curve and trades in its DAMM v2 pool now`,
            action: { kind: 'open', label: `Trade ${l.symbol}`, to: `/swap?from=${l.quote}&to=${l.mint}` },
          },
        ]
      : [],
  );
}

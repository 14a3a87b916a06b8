import type { Position } from '../../../api/prediction/schemas';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import type { Launch } from '../../launch-token/state/launches-store';
import { QUOTE_DECIMALS } from '../../launch-token/utils/launch-params';
import { contractsText, usd as predictionUsd } from '../../predictions/utils/event-view';
import { positionContractsMicro, positionState } from '../../predictions/utils/position-view';
import { amountText, type PortfolioItem } from './model';
import { usdOf, type MicroUsd } from './usd';
import type { PriceOf } from './value-orders';
import { EMPTY_ITEM, WSOL_ITEM } from './home-plan';

const SOL = { mint: STUDIO_QUOTE_MINTS.SOL, symbol: 'SOL', decimals: 9 };

/** A position's mark value (the service's), or contracts × mark once the service stops valuing it. */
function markValue(p: Position): MicroUsd | null {
  if (p.valueUsd !== null && p.valueUsd !== undefined) return p.valueUsd;
  if (p.markPriceUsd === null || p.markPriceUsd === undefined) return null;
  return (positionContractsMicro(p) * p.markPriceUsd) / 1_000_000n;
}

/** Open positions at mark value, won ones at $1 a contract; lost and claimed ones hold nothing. */
export function predictionItems(positions: readonly Position[], owner: string): PortfolioItem[] {
  return positions.flatMap((p): PortfolioItem[] => {
    const state = positionState(p);
    if (state === 'lost' || state === 'claimed') return [];
    const side = p.isYes ? 'YES' : 'NO';
    const market = p.marketMetadata?.title ?? p.eventMetadata?.title ?? p.marketId;
    const held = positionContractsMicro(p);
    const title = `${side} · ${market}`;
    const holds = `${contractsText(held)} ${side} contracts`;
    if (state === 'open') {
      return [
        {
          id: `prediction:${p.pubkey}`,
          product: 'predictions' as const,
          title,
          holds,
          usd: markValue(p),
          details: ['Open: valued at the mark price; sell it on Predictions'],
          action: null,
        },
      ];
    }
    const claimable = state === 'claimable';
    return [
      {
        id: `prediction:${p.pubkey}`,
        product: 'predictions' as const,
        title,
        holds,
        usd: held,
        details: [claimable ? 'Won: winnings to claim' : 'Won: claimable once the market settles'],
        action: claimable
          ? {
              verb: 'Claim' as const,
              label: `Claim ${predictionUsd(held)} · ${title}`,
              run: {
                kind: 'prediction' as const,
                owner,
                vars: {
                  positionPubkey: p.pubkey,
                  marketTitle: market,
                  side: p.isYes ? 'yes' : 'no',
                  heldMicro: held,
                  payout: held,
                },
              },
            }
          : null,
      },
    ];
  });
}

export interface LaunchFees {
  launch: Pick<Launch, 'mint' | 'name' | 'symbol' | 'quote'>;
  pool: string | null;
  unclaimed: bigint;
}

export function launchItems(fees: readonly LaunchFees[], wallet: string, priceOf: PriceOf): PortfolioItem[] {
  return fees
    .filter((f) => f.unclaimed > 0n)
    .map(({ launch, pool, unclaimed }) => {
      const mint = STUDIO_QUOTE_MINTS[launch.quote];
      const label = { symbol: launch.quote, decimals: QUOTE_DECIMALS[launch.quote] };
      const amount = amountText(unclaimed, label, mint);
      return {
        id: `launch:${launch.mint}`,
        product: 'launch' as const,
        title: `Creator fees of ${launch.name} (${launch.symbol})`,
        holds: amount,
        usd: usdOf(unclaimed, label.decimals, priceOf(mint)),
        details: ['Unclaimed creator trading fees'],
        action: pool
          ? {
              verb: 'Claim' as const,
              label: `Claim ${amount} of creator fees from ${launch.symbol}`,
              run: {
                kind: 'fees' as const,
                vars: { wallet, poolAddress: pool, symbol: launch.symbol, quote: launch.quote, unclaimed },
              },
            }
          : null,
      };
    });
}

export interface TokenAccountInfo {
  pubkey: string;
  mint: string;
  amount: bigint;
  lamports: bigint;
  /** Closable by the wallet now: empty, not frozen, no other close authority, no withheld fees. */
  closable: boolean;
}

export function leftoverItems(
  wrapped: bigint,
  accounts: readonly TokenAccountInfo[],
  wallet: string,
  solPrice: number | null,
): PortfolioItem[] {
  const items: PortfolioItem[] = [];
  if (wrapped > 0n) {
    const amount = amountText(wrapped, SOL, SOL.mint);
    items.push({
      id: WSOL_ITEM,
      product: 'leftovers',
      title: 'Wrapped SOL',
      holds: amount,
      usd: usdOf(wrapped, SOL.decimals, solPrice),
      details: ['Unwrapping turns it back into SOL and returns its account’s rent'],
      action: { verb: 'Unwrap', label: `Unwrap ${amount} to SOL`, run: { kind: 'unwrap', wallet } },
    });
  }
  const empty = accounts.filter((a) => a.closable);
  if (empty.length > 0) {
    const rent = empty.reduce((sum, a) => sum + a.lamports, 0n);
    const count = `${String(empty.length)} empty token account${empty.length === 1 ? '' : 's'}`;
    items.push({
      id: EMPTY_ITEM,
      product: 'leftovers',
      title: count,
      holds: `${amountText(rent, SOL, SOL.mint)} of rent`,
      usd: usdOf(rent, SOL.decimals, solPrice),
      details: ['Closing them returns the rent to your wallet'],
      action: {
        verb: 'Close',
        label: `Close ${count} and reclaim ${amountText(rent, SOL, SOL.mint)}`,
        run: { kind: 'close-empty', wallet },
      },
    });
  }
  return items;
}

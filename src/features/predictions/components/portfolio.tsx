import { useWallet } from '../../../hooks/wallet/use-wallet';
import { useQuery } from '@tanstack/react-query';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { predictionQueries } from '../../../api/prediction/queries';
import type { HistoryEvent, PredictionOrder } from '../../../api/prediction/schemas';
import { QueryState } from '../../../components/page/query-state';
import { Card, CardTitle } from '../../../components/ui/card';
import { useApiClient } from '../../../hooks/use-api-client';
import { useRowsAtOnce } from '../../../hooks/use-rows-at-once';
import { usePositions } from '../hooks/use-positions';
import { cents, usd } from '../utils/event-view';
import { CloseAll } from './close-all';
import { PnlChart } from './pnl-chart';
import { ProfileStats } from './profile-stats';
import { PositionRow } from './position-row';
import { useTradingPaused } from './trading-paused';

const ROWS_AT_ONCE = 20;
// The first screen of rows renders in the task their answer lands in, the rest of the step in a transition after it.
const FIRST_SCREEN = 6;

export function PositionsList({ marketId }: { marketId?: string }) {
  const { publicKey } = useWallet();
  const owner = publicKey?.toBase58();
  const paused = useTradingPaused();
  const positions = usePositions(owner, marketId);
  const { shown, more, hidden, nextStep } = useRowsAtOnce(positions.data?.data.length ?? 0, ROWS_AT_ONCE);
  const [rest, setRest] = useState(false);
  const landed = positions.data !== undefined;
  useEffect(() => {
    if (!landed) return;
    const t = setTimeout(() => startTransition(() => setRest(true)));
    return () => clearTimeout(t);
  }, [landed]);
  if (!owner) return <p className="text-sm text-ink-muted">Connect a wallet to see your positions.</p>;
  return (
    <QueryState
      query={positions}
      what="positions"
      isEmpty={(d) => d.data.length === 0}
      empty={marketId ? 'You hold nothing in this market yet.' : 'No positions yet: pick an event and place a bet.'}
    >
      {(d) => (
        <ul aria-label="Your positions" className="flex flex-col gap-2">
          {d.data.slice(0, rest ? shown : Math.min(shown, FIRST_SCREEN)).map((p) => (
            <PositionRow key={p.pubkey} position={p} paused={paused} owner={owner} />
          ))}
          {hidden > 0 ? (
            <li>
              <button type="button" className="text-sm underline" onClick={more}>
                Show {nextStep} more of {hidden} positions
              </button>
            </li>
          ) : null}
        </ul>
      )}
    </QueryState>
  );
}

const HISTORY_TEXT: Record<string, string> = {
  order_created: 'Order placed',
  order_filled: 'Order filled',
  order_failed: 'Order failed',
  order_closed: 'Position sold',
  payout_claimed: 'Winnings claimed',
  position_updated: 'Position updated',
  position_lost: 'Position lost',
};

function historyAmount(h: HistoryEvent): string {
  const v = h.payoutAmountUsd ?? h.netProceedsUsd ?? h.depositAmountUsd ?? h.totalCostUsd;
  return v === null || v === undefined ? '' : usd(v);
}

function orderText(o: PredictionOrder): string {
  const side = o.isYes ? 'YES' : 'NO';
  const verb = o.isBuy ? 'Buy' : 'Sell';
  const filled = o.filledContracts ?? 0n;
  const avg = o.avgFillPriceUsd ? ` at ${cents(o.avgFillPriceUsd)}` : '';
  return `${verb} ${side} · ${o.marketMetadata?.title ?? o.marketId} · ${o.status}, ${String(filled)} of ${String(o.contracts)} contracts${avg}`;
}

/** Each card reads its own query: one answer landing re-renders its card, not the whole section (issue 30). */
function ProfileCard({ owner }: { owner: string }) {
  const client = useApiClient();
  const profile = useQuery(predictionQueries.profile(client, owner));
  const pnl = useDeferredValue(useQuery(predictionQueries.pnlHistory(client, owner)).data);
  return (
    <Card aria-labelledby="pf-profile">
      <CardTitle id="pf-profile">Your P&amp;L</CardTitle>
      <ProfileStats profile={profile.data} failed={profile.isError} />
      {pnl ? <PnlChart history={pnl.history} /> : null}
    </Card>
  );
}

function PositionsCard({ owner }: { owner: string }) {
  const positions = usePositions(owner);
  return (
    <Card aria-labelledby="pf-positions">
      <CardTitle id="pf-positions">Positions</CardTitle>
      <div className="mt-2">
        {positions.data && !positions.data.pagination.hasNext ? (
          <CloseAll positions={positions.data.data} owner={owner} />
        ) : null}
        <PositionsList />
      </div>
    </Card>
  );
}

function OrdersCard({ owner }: { owner: string }) {
  const client = useApiClient();
  const orders = useQuery(predictionQueries.orders(client, owner));
  // Drawn in a transition, not in the task the answer lands in.
  const data = useDeferredValue(orders.data);
  return (
    <Card aria-labelledby="pf-orders">
      <CardTitle id="pf-orders">Orders</CardTitle>
      <div className="mt-2">
        <QueryState
          query={{ data, error: orders.error, refetch: orders.refetch }}
          what="orders"
          isEmpty={(d) => d.data.length === 0}
          empty="No orders yet."
        >
          {(d) => (
            <ul aria-label="Your orders" className="flex flex-col gap-1 text-sm">
              {d.data.map((o) => (
                <li key={o.pubkey}>{orderText(o)}</li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  );
}

function HistoryCard({ owner }: { owner: string }) {
  const client = useApiClient();
  const history = useQuery(predictionQueries.history(client, owner));
  const data = useDeferredValue(history.data);
  return (
    <Card aria-labelledby="pf-history">
      <CardTitle id="pf-history">History</CardTitle>
      <div className="mt-2">
        <QueryState
          query={{ data, error: history.error, refetch: history.refetch }}
          what="history"
          isEmpty={(d) => d.data.length === 0}
          empty="Nothing yet."
        >
          {(d) => (
            <ul aria-label="Your prediction history" className="flex flex-col gap-1 text-sm">
              {d.data.map((h) => (
                <li key={h.id} className="flex justify-between gap-2">
                  <span>
                    {HISTORY_TEXT[h.eventType] ?? h.eventType} · {h.marketMetadata?.title ?? h.marketId ?? ''}
                    {h.contracts != null ? ` · ${String(h.contracts)} contracts` : ''}
                  </span>
                  <span className="tabular-nums">{historyAmount(h)}</span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  );
}

export function Portfolio() {
  const { publicKey } = useWallet();
  const owner = publicKey?.toBase58();
  if (!owner) return <p className="text-sm text-ink-muted">Connect a wallet to see your predictions.</p>;
  return (
    <div className="flex flex-col gap-4">
      <ProfileCard owner={owner} />
      <PositionsCard owner={owner} />
      <OrdersCard owner={owner} />
      <HistoryCard owner={owner} />
    </div>
  );
}

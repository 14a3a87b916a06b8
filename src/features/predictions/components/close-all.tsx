import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_SLIPPAGE_BPS } from '../../../api/prediction/book';
import { predictionQueries } from '../../../api/prediction/queries';
import type { Orderbook, Position } from '../../../api/prediction/schemas';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { useApiClient } from '../../../hooks/use-api-client';
import { useConnection } from '../../../hooks/wallet/use-wallet';
import { useCloseAll } from '../hooks/use-close-all';
import { payoutMintQuery } from '../hooks/use-payout-mint';
import { closeLinesOf, totalMinProceeds, type CloseLine } from '../utils/close-all';
import { depositTokenOf } from '../utils/deposit';
import { cents, contractsText, usd } from '../utils/event-view';
import { positionState } from '../utils/position-view';
import { USDC } from '../utils/statements';
import { useTradingPaused } from './trading-paused';

type Read<T> = { data?: T | undefined; isSuccess: boolean };

function summaryOf(
  open: readonly Position[],
  markets: readonly string[],
  books: readonly Read<Orderbook | null>[],
  mints: readonly Read<string | null>[],
) {
  const bookAt = new Map(markets.map((m, i) => [m, i]));
  const mintAt = new Map(open.map((p, i) => [p.pubkey, i]));
  return closeLinesOf(
    open,
    (m) => books[bookAt.get(m) ?? -1]?.data ?? undefined,
    (p) => {
      const q = mints[mintAt.get(p) ?? -1];
      return q?.isSuccess ? (q.data ?? USDC.mint) : undefined;
    },
  );
}

const symbolOf = (mint: string) => depositTokenOf(mint)?.symbol ?? USDC.symbol;

function Summary({ lines, unsellable }: { lines: readonly CloseLine[]; unsellable: readonly string[] }) {
  return (
    <>
      <ul aria-label="Positions to close" className="flex flex-col gap-1 text-sm tabular-nums">
        {lines.map((l) => (
          <li key={l.positionPubkey}>
            Sell {contractsText(l.heldMicro)} {l.side.toUpperCase()} · {l.title}: about {cents(l.avgPrice)} a contract,
            at least {usd(l.minProceeds)} {symbolOf(l.payoutMint)}
          </li>
        ))}
      </ul>
      {unsellable.length ? (
        <p className="text-sm text-danger">Nobody is buying these right now, so they stay: {unsellable.join(', ')}.</p>
      ) : null}
      <p className="text-sm font-medium">
        You receive at least {usd(totalMinProceeds(lines))} in all ({Number(DEFAULT_SLIPPAGE_BPS) / 100}% slippage).
        Your wallet asks once per position; each transaction is checked before it is shown.
      </p>
    </>
  );
}

/** Close every open position: one summary from the books the page shows, then the service's close-all, signed in turn. */
export function CloseAll({ positions, owner }: { positions: readonly Position[]; owner: string }) {
  const paused = useTradingPaused();
  const client = useApiClient();
  const { connection } = useConnection();
  const [confirming, setConfirming] = useState(false);
  const close = useCloseAll();
  const open = positions.filter((p) => positionState(p) === 'open');
  const markets = [...new Set(open.map((p) => p.marketId))];
  const books = useQueries({ queries: confirming ? markets.map((m) => predictionQueries.orderbook(client, m)) : [] });
  const mints = useQueries({
    queries: confirming ? open.map((p) => payoutMintQuery(connection, p.pubkey, owner, p.updatedAt)) : [],
  });
  const { step } = close;
  if (open.length === 0 && step.status === 'idle') return null;
  // A big wallet's hundreds of positions, each looked up by a scan, were a long task on every render of the list.
  const { lines, pending, unsellable } = summaryOf(open, markets, books, mints);
  return (
    <section aria-label="Close all positions" className="mb-3 flex flex-col gap-2">
      {!confirming && step.status !== 'running' && open.length > 0 ? (
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          disabled={paused}
          onClick={() => setConfirming(true)}
        >
          Close all positions
        </Button>
      ) : null}
      {confirming ? (
        <div className="flex flex-col gap-2 rounded-control border border-line p-3">
          <h3 className="font-medium">Close all {String(open.length)} open positions?</h3>
          {pending ? <p role="status">Reading the books…</p> : <Summary lines={lines} unsellable={unsellable} />}
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="danger"
              disabled={pending || lines.length === 0}
              onClick={() => {
                setConfirming(false);
                void close.run(lines);
              }}
            >
              Close {String(lines.length)} {lines.length === 1 ? 'position' : 'positions'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep them
            </Button>
          </div>
        </div>
      ) : null}
      {step.status === 'running' ? (
        <p role="status" className="text-sm">
          Closing position {String(step.done + 1)} of {String(step.of)}…
        </p>
      ) : null}
      {step.status === 'over' ? (
        <p role={step.problem ? 'alert' : 'status'} className="text-sm">
          {step.closed === step.of && !step.problem
            ? `Closed ${String(step.closed)} ${step.closed === 1 ? 'position' : 'positions'}; the proceeds are in your wallet.`
            : `${String(step.closed)} of ${String(step.of)} closed; the rest stay open. ${step.problem ?? ''}`}
        </p>
      ) : null}
      <TxProgress state={close.tx} />
    </section>
  );
}

import { useState } from 'react';
import { isInviteAddress, type Invite } from '../../../api/send/schemas';
import { QueryState } from '../../../components/page/query-state';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { useExplorerLink } from '../../../hooks/use-explorer-link';
import type { LabelOf } from '../../../lib/tx/statement';
import { formatDateTime } from '../../../utils/format';
import { useClawback } from '../hooks/use-invite-actions';
import { useNow } from '../../../hooks/use-now';
import { useMintLabels, usePendingInvites, usePendingTotals } from '../hooks/use-invite-data';
import { amountOf, expiresSoon, expiryText } from '../utils/invite-view';
import { inviteMint } from '../utils/invite-statement';
import { Pager } from './pager';

export function PendingInvites({ address }: { address: string }) {
  const [page, setPage] = useState(1);
  const query = usePendingInvites(address, page);
  const invites = query.data?.invites;
  const clawback = useClawback();
  const [target, setTarget] = useState<string | null>(null);
  const now = useNow();
  const totals = usePendingTotals(address).data;
  const labelOf = useMintLabels([...(invites ?? []).map((i) => i.mint), ...(totals?.totals ?? []).map((t) => t.mint)]);

  return (
    <QueryState
      query={query}
      what="your pending invites"
      isEmpty={(d) => d.invites.length === 0}
      empty="No pending invites. Create one with the form; it shows here until it is claimed, clawed back or expires."
    >
      {(data) => (
        <>
          {totals && totals.totals.length > 0 ? (
            <p className="text-sm">
              <span className="text-ink-muted">
                {totals.complete ? 'Pending in total: ' : 'Pending in your latest 200 invites: '}
              </span>
              {totals.totals.map((t) => amountOf(t.amount, t.mint, labelOf)).join(' · ')}
            </p>
          ) : null}
          <ul aria-label="Pending invites" className="flex flex-col gap-2">
            {data.invites.map((invite) => (
              <PendingRow
                key={invite.invite_pda}
                invite={invite}
                labelOf={labelOf}
                now={now}
                busy={clawback.busy}
                onClawback={() => {
                  setTarget(invite.invite_pda);
                  clawback.run({
                    sender: address,
                    invitePDA: invite.invite_pda,
                    mint: inviteMint(invite.mint),
                    amount: invite.amount,
                    labelOf,
                  });
                }}
                progress={
                  target === invite.invite_pda ? <TxProgress state={clawback.state} onRetry={clawback.retry} /> : null
                }
              />
            ))}
          </ul>
          <Pager
            label="Pending invite pages"
            page={page}
            hasMore={data.hasMoreData}
            busy={query.isFetching}
            onPage={setPage}
          />
        </>
      )}
    </QueryState>
  );
}

function PendingRow({
  invite,
  labelOf,
  now,
  busy,
  onClawback,
  progress,
}: {
  invite: Invite;
  labelOf: LabelOf;
  now: number;
  busy: boolean;
  onClawback: () => void;
  progress: React.ReactNode;
}) {
  const link = useExplorerLink();
  const amount = amountOf(invite.amount, inviteMint(invite.mint), labelOf);
  const created = invite.creation_tx ? link({ kind: 'tx', signature: invite.creation_tx }) : null;
  return (
    <li aria-label={`Invite of ${amount}`} className="flex flex-col gap-1 rounded-control border border-line p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">{amount}</span>
        <span className="text-sm text-ink-muted">
          <span className="sr-only">Expiry: </span>
          {expiryText(invite.expiry, now)}
        </span>
      </div>
      {expiresSoon(invite.expiry, now) ? (
        <p className="text-sm text-warning">
          Expires within a day: remind the recipient to claim it, or claw it back now. Unclaimed, it comes back to you.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-muted">
        <span>
          Created {formatDateTime(invite.creation_time)}
          {created ? (
            <>
              {' · '}
              <a href={created} target="_blank" rel="noreferrer" className="text-accent underline">
                View creation transaction
              </a>
            </>
          ) : null}
        </span>
        {isInviteAddress(invite.invite_pda) ? (
          <Button size="sm" variant="secondary" disabled={busy} onClick={onClawback}>
            Claw back {amount}
          </Button>
        ) : (
          <span>The service did not name this invite’s account: it cannot be clawed back from here.</span>
        )}
      </div>
      {progress}
    </li>
  );
}

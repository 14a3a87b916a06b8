import { useState } from 'react';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import type { Invite } from '../../../api/send/schemas';
import { QueryState } from '../../../components/page/query-state';
import { LazyMeasuredList } from '../../../components/ui/lazy-measured-list';
import { useExplorerLink } from '../../../hooks/use-explorer-link';
import type { LabelOf } from '../../../lib/tx/statement';
import { formatDateTime, shortAddress } from '../../../utils/format';
import { useInviteHistory, useMintLabels } from '../hooks/use-invite-data';
import { actionLabel, endingLinkLabel, inviteAmountText } from '../utils/invite-view';
import { Pager } from './pager';

const SHOWN = ['All', 'Sent', 'Received'] as const;
type Shown = (typeof SHOWN)[number];

/** The service's history by address lists invites this wallet sent and those it claimed (spec §4.9). */
const receivedBy = (invite: Invite, address: string) => invite.receiver === address && invite.sender !== address;

export function InviteHistory({ address }: { address: string }) {
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<Shown>('All');
  const query = useInviteHistory(address, page);
  const labelOf = useMintLabels((query.data?.invites ?? []).map((i) => i.mint));
  return (
    <QueryState
      query={query}
      what="your invite history"
      isEmpty={(d) => d.invites.length === 0 && page === 1}
      empty="No past invites yet. Claimed, clawed-back and expired invites show here."
    >
      {(data) => {
        const listed = data.invites.filter(
          (invite) => shown === 'All' || (shown === 'Received') === receivedBy(invite, address),
        );
        return (
          <>
            <ChoiceChips legend="Show" name="invite-history-shown" options={SHOWN} value={shown} onChange={setShown} />
            <LazyMeasuredList
              label="Invite history"
              items={listed}
              estimate={ROW_ESTIMATE}
              getKey={inviteKey}
              rowLabel={(invite) => rowName(invite, labelOf, receivedBy(invite, address))}
              renderRow={(invite) => (
                <HistoryRow invite={invite} labelOf={labelOf} received={receivedBy(invite, address)} />
              )}
              className="max-h-[36rem]"
            />
            {listed.length === 0 ? (
              <p className="text-sm text-ink-muted">No {shown.toLowerCase()} invites on this page.</p>
            ) : null}
            <Pager
              label="Invite history pages"
              page={page}
              hasMore={data.hasMoreData}
              busy={query.isFetching}
              onPage={setPage}
            />
          </>
        );
      }}
    </QueryState>
  );
}

const ROW_ESTIMATE = 84;
const inviteKey = (invite: Invite) => `${invite.invite_pda}-${invite.deletion_tx ?? ''}`;
const statusOf = (invite: Invite, received: boolean) => (received ? 'Received' : actionLabel(invite.action));
const rowName = (invite: Invite, labelOf: LabelOf, received: boolean) =>
  `Invite of ${inviteAmountText(invite, labelOf)}: ${statusOf(invite, received)}`;

function HistoryRow({ invite, labelOf, received }: { invite: Invite; labelOf: LabelOf; received: boolean }) {
  const link = useExplorerLink();
  const amount = inviteAmountText(invite, labelOf);
  const status = statusOf(invite, received);
  const deleted = invite.deletion_tx ? link({ kind: 'tx', signature: invite.deletion_tx }) : null;
  return (
    <div className="flex flex-col gap-1 rounded-control border border-line p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">{amount}</span>
        <span className="text-sm">{status}</span>
      </div>
      <div className="flex flex-wrap gap-x-3 text-xs text-ink-muted">
        {received ? (
          <span>From {shortAddress(invite.sender)}</span>
        ) : invite.receiver ? (
          <span>To {shortAddress(invite.receiver)}</span>
        ) : null}
        <span>{formatDateTime(invite.deletion_time ?? invite.expiry)}</span>
        {deleted ? (
          <a href={deleted} target="_blank" rel="noreferrer" className="text-accent underline">
            {endingLinkLabel(invite.action)}
          </a>
        ) : null}
      </div>
    </div>
  );
}

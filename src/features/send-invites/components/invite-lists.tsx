import { useId } from 'react';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import { InviteHistory } from './invite-history';
import { PendingInvites } from './pending-invites';

export function InviteLists() {
  const { publicKey } = useWallet();
  const pendingId = useId();
  const historyId = useId();
  const address = publicKey?.toBase58();
  if (!address) {
    return <p className="mt-2 text-sm text-ink-muted">Connect a wallet to see your pending invites and history.</p>;
  }
  return (
    <div className="mt-3 flex flex-col gap-6">
      <section aria-labelledby={pendingId} className="flex flex-col gap-2">
        <h3 id={pendingId} className="text-base font-semibold">
          Pending
        </h3>
        <PendingInvites key={address} address={address} />
      </section>
      <section aria-labelledby={historyId} className="flex flex-col gap-2">
        <h3 id={historyId} className="text-base font-semibold">
          History
        </h3>
        <InviteHistory key={address} address={address} />
      </section>
    </div>
  );
}

import { useState } from 'react';
import { lazyPart, PartLoading } from '../../../components/page/lazy-part';
import { Tabs } from '../../../components/ui/tabs';
import { ClaimNotice } from './claim-notice';
import { InviteForm } from './invite-form';

const direct = lazyPart(() => import('./direct-send-form').then((m) => m.DirectSendForm));
const WAYS = [
  { id: 'link', label: 'By link' },
  { id: 'address', label: 'To an address' },
] as const;
type Way = (typeof WAYS)[number]['id'];

/** An invite link for someone without a wallet yet, or a plain transfer to a wallet address. */
export function SendPanel() {
  const [way, setWay] = useState<Way>('link');
  return (
    <Tabs label="How to send" items={WAYS} selected={way} onSelect={setWay}>
      {way === 'link' ? (
        <>
          <ClaimNotice />
          <InviteForm />
        </>
      ) : (
        <PartLoading what="the send form">
          <direct.Part />
        </PartLoading>
      )}
    </Tabs>
  );
}

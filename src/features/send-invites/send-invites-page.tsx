import { FormAndListLayout } from '../../components/page/form-and-list-layout';
import { ClaimNotice } from './components/claim-notice';
import { InviteForm } from './components/invite-form';
import { InviteLists } from './components/invite-lists';

export function SendInvitesPage() {
  return (
    <FormAndListLayout
      route="invites"
      walletFor="to create invites"
      formTitle="New invite"
      form={
        <>
          <ClaimNotice />
          <InviteForm />
        </>
      }
      listTitle="Your invites"
      list={<InviteLists />}
    />
  );
}

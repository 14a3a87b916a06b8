import { FormAndListLayout } from '../../components/page/form-and-list-layout';
import { InviteLists } from './components/invite-lists';
import { SendPanel } from './components/send-panel';

export function SendInvitesPage() {
  return (
    <FormAndListLayout
      route="invites"
      walletFor="to create invites"
      formTitle="Send"
      form={<SendPanel />}
      listTitle="Your invites"
      list={<InviteLists />}
    />
  );
}

import { useLocation } from '../../../lib/router';
import { Notice } from '../../../components/ui/notice';
import { INVITE_CLAIM_PATH } from '../../../config/routes';
import { codeFromHash } from '../utils/invite-link';

/** No claim in the browser (supplement §9): claimed in Jupiter Mobile; the code stays in the fragment. */
export function ClaimNotice() {
  const { pathname, hash } = useLocation();
  if (pathname.replace(/\/+$/, '') !== INVITE_CLAIM_PATH) return null;
  const valid = codeFromHash(hash) !== null;
  return (
    <Notice
      tone={valid ? 'info' : 'warning'}
      title={valid ? 'You were sent an invite' : 'This invite link is incomplete'}
      className="mb-4"
    >
      {valid
        ? 'Claim it in the Jupiter Mobile app: open this link there. This web app cannot claim invites. Keep the link to yourself until then: whoever claims it first gets the funds.'
        : 'Ask the sender for the whole link: the part after “#” is missing or cut short.'}
    </Notice>
  );
}

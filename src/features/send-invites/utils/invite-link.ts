import { INVITE_CLAIM_PATH } from '../../../config/routes';
import { isInviteCode } from './invite-key';

/** The app's own claim page with the code in the fragment, which browsers never send to a server. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}${INVITE_CLAIM_PATH}#${code}`;
}

export function codeFromHash(hash: string): string | null {
  const code = hash.replace(/^#/, '');
  return isInviteCode(code) ? code : null;
}

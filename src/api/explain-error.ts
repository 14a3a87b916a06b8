import { isSignInError, type SignInErrorKind } from './trigger/sign-in-error';
import { isApiError } from './errors';
import { hostOf } from './http';
import { explainOrderErrorCode } from './order-error-code';

export type ErrorAction = 'retry' | 'open-settings' | 'sign-in' | 'fix-input' | 'none';

export interface ErrorExplanation {
  title: string;
  fix: string;
  action: ErrorAction;
  reference: string | null;
}

const SIGN_IN_FIX: Record<SignInErrorKind, [string, ErrorAction]> = {
  'refused-challenge': ['It was not shown to your wallet, and nothing was signed.', 'none'],
  'session-refused': ['Try again later: the wallet is asked to sign in once per action.', 'retry'],
  'no-signer': ['Connect a wallet that can sign messages or transactions.', 'none'],
};

/** Every failure paired with the action that fixes it (product.md); a non-ApiError is said to be an app bug. */
export function explainError(error: unknown, baseUrl?: string): ErrorExplanation {
  if (isSignInError(error)) {
    const [fix, action] = SIGN_IN_FIX[error.kind];
    return { title: error.message.replace(/\.$/, ''), fix, action, reference: null };
  }
  if (!isApiError(error)) {
    return {
      title: 'Something went wrong in the app',
      fix: 'Try again. Nothing was signed or sent.',
      action: 'retry',
      reference: null,
    };
  }
  const reference = error.requestId;
  const host = baseUrl ? hostOf(baseUrl) : 'the service';
  const explain = (title: string, fix: string, action: ErrorAction): ErrorExplanation => ({
    title,
    fix,
    action,
    reference,
  });
  switch (error.kind) {
    case 'network':
      return explain(
        `Service unreachable at ${baseUrl ?? host}`,
        'Check the API base URL in Settings, then try again.',
        'open-settings',
      );
    case 'timeout':
      return explain(`${host} did not answer in time`, 'Try again in a moment.', 'retry');
    case 'unauthorized':
      return explain(`${host} refused the API key`, 'Check the API key in Settings.', 'open-settings');
    case 'session-expired':
      return explain('Your session has expired', 'Sign in again with your wallet.', 'sign-in');
    case 'rate-limited': {
      const seconds = error.retryAfterMs === null ? null : Math.max(1, Math.ceil(error.retryAfterMs / 1000));
      const wait =
        seconds === null ? 'wait a few seconds' : `wait ${String(seconds)} second${seconds === 1 ? '' : 's'}`;
      return explain('Too many requests right now', `Rate limited: ${wait}, then try again.`, 'retry');
    }
    case 'bad-response':
      return explain(error.message, 'The service is having trouble; try again shortly.', 'retry');
    case 'invalid-response':
      return explain(
        `${host} answered in a form this app does not understand`,
        'Try again; if it persists, the service may not be compatible with this app.',
        'retry',
      );
    case 'invalid-request':
      return explain(error.message, 'Correct the highlighted value and try again.', 'fix-input');
    case 'order-build': {
      const o = explainOrderErrorCode(error.errorCode ?? -1, error.router);
      return explain(o.what, o.fix, 'fix-input');
    }
    case 'aborted':
      return explain('Cancelled', 'Nothing to do.', 'none');
    case 'http':
      if (error.status === 403) return explainForbidden(error.message, host, explain);
      return error.status !== null && error.status >= 500
        ? explain(`${host} failed (${error.status}): ${error.message}`, 'Try again shortly.', 'retry')
        : explain(error.message, 'Check the values you entered and try again.', 'fix-input');
  }
}

/**
 * One rule for every family's 403: the service answers it to a region it does not serve (feature-anchors: geo
 * restriction), so the input is never blamed; a key without access to the endpoint (supplement §13) is the one 403
 * that Settings can fix.
 */
function explainForbidden(
  message: string,
  host: string,
  explain: (title: string, fix: string, action: ErrorAction) => ErrorExplanation,
): ErrorExplanation {
  if (/api key/i.test(message)) return explain(message, 'Check the API key in Settings.', 'open-settings');
  return explain(
    'This service is not available in your region',
    `${host} refused the request (403). Nothing was signed or sent.`,
    'none',
  );
}

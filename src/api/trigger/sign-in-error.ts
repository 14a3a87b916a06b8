/**
 * Why signing in to the order service stopped, as a sentence the page shows. `refused-challenge`: the challenge was
 * not a sign-in and never reached the wallet; `session-refused`: the service refused a token it had just issued.
 */
export type SignInErrorKind = 'refused-challenge' | 'session-refused' | 'no-signer';

export class SignInError extends Error {
  override readonly name = 'SignInError';

  constructor(
    readonly kind: SignInErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const isSignInError = (e: unknown): e is SignInError => e instanceof SignInError;

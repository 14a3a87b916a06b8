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

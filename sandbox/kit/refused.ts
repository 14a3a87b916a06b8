// The one way a request is refused: domain code throws it, and each family's HTTP edge renders it in that family's
// envelope (spec: `{error}`, recurring's `{code, error, status}`, prediction's typed envelope...). No HTTP here.
export type RefusedStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503;

export class Refused extends Error {
  override readonly name = 'Refused';

  constructor(
    readonly status: RefusedStatus,
    message: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

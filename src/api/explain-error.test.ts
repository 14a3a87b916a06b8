import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from './errors';
import { explainError } from './explain-error';

const err = (kind: ApiErrorKind, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind, message: 'raw message', ...extra });

describe('explainError', () => {
  it('names the unreachable service and sends the user to Settings', () => {
    const e = explainError(err('network'), 'http://127.0.0.1:8787');
    expect(e).toMatchObject({ title: 'Service unreachable at http://127.0.0.1:8787', action: 'open-settings' });
  });

  it.each([
    ['timeout', 'retry'],
    ['unauthorized', 'open-settings'],
    ['session-expired', 'sign-in'],
    ['rate-limited', 'retry'],
    ['bad-response', 'retry'],
    ['invalid-response', 'retry'],
    ['invalid-request', 'fix-input'],
    ['aborted', 'none'],
  ] as const)('%s → %s', (kind, action) => {
    const e = explainError(err(kind, { status: 500 }), 'https://api.example.com');
    expect(e.action).toBe(action);
    expect(e.title).not.toMatch(/undefined/);
    expect(e.fix.length).toBeGreaterThan(5);
  });

  it('tells a 5xx (retry) from a 4xx (fix the input) and keeps the request id', () => {
    expect(explainError(err('http', { status: 503, requestId: 'r-1' }), 'https://api.example.com')).toMatchObject({
      action: 'retry',
      reference: 'r-1',
      title: 'api.example.com failed (503): raw message',
    });
    expect(explainError(err('http', { status: 400 })).action).toBe('fix-input');
  });

  it.each(['Forbidden', 'Request blocked by firewall', 'You are not the owner of this pool', 'HTTP 403'])(
    'reads a 403 (%s) as the region being blocked, never as the values entered',
    (message) => {
      const e = explainError(err('http', { status: 403, message, requestId: 'r-9' }), 'https://api.example.com');
      expect(e).toMatchObject({
        title: 'This service is not available in your region',
        action: 'none',
        reference: 'r-9',
      });
      expect(e.fix).toBe('api.example.com refused the request (403). Nothing was signed or sent.');
    },
  );

  it('sends a 403 about the API key’s access to Settings', () => {
    const e = explainError(err('http', { status: 403, message: 'API key does not have access to this endpoint' }));
    expect(e).toMatchObject({ action: 'open-settings', fix: 'Check the API key in Settings.' });
  });

  it('says how long to wait when a 429 named it', () => {
    expect(explainError(err('rate-limited', { status: 429, retryAfterMs: 7000 }))).toMatchObject({
      title: 'Too many requests right now',
      fix: 'Rate limited: wait 7 seconds, then try again.',
      action: 'retry',
    });
    expect(explainError(err('rate-limited', { status: 429 })).fix).toMatch(/wait a few seconds/i);
    expect(explainError(err('unauthorized', { status: 401 })).fix).toMatch(/check the API key/i);
  });

  it('reads an order build failure through the errorCode × router table', () => {
    const e = explainError(err('order-build', { errorCode: 2, router: 'aggregator_a' }));
    expect(e.title).toMatch(/SOL to pay the network fee/);
  });

  it('says a non-ApiError is the app’s own fault', () => {
    expect(explainError(new TypeError('x is undefined')).title).toBe('Something went wrong in the app');
  });
});

import { describe, expect, it } from 'vitest';
import { fakeFetch, testClient } from '../../../api/fake-fetch';
import { isApiError } from '../../../api/errors';
import { postVia } from './use-recurring-actions';

const SIGNED = 'AQAB';

describe('postVia (execute lands the signed transaction)', () => {
  it('answers the landed signature and posts requestId with the signed bytes', async () => {
    const fake = fakeFetch({ json: { status: 'Success', signature: 'SIG', order: 'ORDER', error: null } });
    await expect(postVia(testClient(fake), 'req-1')(SIGNED)).resolves.toEqual({ signature: 'SIG' });
    expect(fake.last.body).toEqual({ requestId: 'req-1', signedTransaction: SIGNED });
  });

  it('a refusal before landing is a final 4xx with the service’s sentence', async () => {
    const fake = fakeFetch({
      json: { status: 'Failed', signature: '', order: null, error: 'Insufficient funds for the operation requested.' },
    });
    const e: unknown = await postVia(testClient(fake), 'req-2')(SIGNED).catch((x: unknown) => x);
    expect(isApiError(e) && [e.status, e.message]).toEqual([400, 'Insufficient funds for the operation requested.']);
  });

  it('a transaction that landed and failed is left to the chain (not a final 4xx)', async () => {
    const fake = fakeFetch({ json: { status: 'Failed', signature: 'SIG', order: null, error: 'failed on chain' } });
    const e: unknown = await postVia(testClient(fake), 'req-3')(SIGNED).catch((x: unknown) => x);
    expect(isApiError(e) && e.status).toBe(502);
  });
});

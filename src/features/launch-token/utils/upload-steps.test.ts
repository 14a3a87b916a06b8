import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { uploadWithRetry, type UploadState } from './upload-steps';

const httpError = (status: number) => new ApiError({ kind: 'http', status, message: `HTTP ${String(status)}` });

describe('uploadWithRetry', () => {
  it('retries a failure that may pass and reports each try', async () => {
    const seen: UploadState[] = [];
    let calls = 0;
    await uploadWithRetry(
      () => (++calls === 1 ? Promise.reject(httpError(500)) : Promise.resolve()),
      (s) => seen.push(s),
      () => Promise.resolve(),
    );
    expect(calls).toBe(2);
    expect(seen).toEqual([
      { status: 'uploading', attempt: 1 },
      { status: 'retrying', attempt: 2 },
      { status: 'done', attempt: 2 },
    ]);
  });

  it('stops at once on a refusal (expired URL) and after three tries otherwise', async () => {
    let calls = 0;
    await expect(
      uploadWithRetry(
        () => (calls++, Promise.reject(httpError(403))),
        () => undefined,
        () => Promise.resolve(),
      ),
    ).rejects.toThrow('HTTP 403');
    expect(calls).toBe(1);
    calls = 0;
    const seen: UploadState[] = [];
    await expect(
      uploadWithRetry(
        () => (calls++, Promise.reject(httpError(503))),
        (s) => seen.push(s),
        () => Promise.resolve(),
      ),
    ).rejects.toThrow();
    expect(calls).toBe(3);
    expect(seen.at(-1)).toEqual({ status: 'failed', attempt: 3 });
  });
});

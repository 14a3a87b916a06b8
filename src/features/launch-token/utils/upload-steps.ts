import { isRetryable } from '../../../api/errors';

export type UploadName = 'image' | 'metadata';
export type UploadStatus = 'waiting' | 'uploading' | 'retrying' | 'done' | 'failed';
export interface UploadState {
  status: UploadStatus;
  attempt: number;
}
export type UploadProgress = Record<UploadName, UploadState>;

export const UPLOADS_WAITING: UploadProgress = {
  image: { status: 'waiting', attempt: 0 },
  metadata: { status: 'waiting', attempt: 0 },
};

export const UPLOAD_ATTEMPTS = 3;
/** Waits before the 2nd and 3rd attempt. */
const BACKOFF_MS = [400, 1_200];

/**
 * One upload to a presigned URL, tried up to three times when the failure may pass (network, timeout, 5xx, 429); a
 * refusal such as 403 (expired URL) or 413 (too large) stops at once. Reports each attempt.
 */
export async function uploadWithRetry(
  put: () => Promise<void>,
  report: (state: UploadState) => void,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    report({ status: attempt === 1 ? 'uploading' : 'retrying', attempt });
    try {
      await put();
      report({ status: 'done', attempt });
      return;
    } catch (e) {
      if (attempt >= UPLOAD_ATTEMPTS || !isRetryable(e)) {
        report({ status: 'failed', attempt });
        throw e;
      }
      await sleep(BACKOFF_MS[attempt - 1] ?? 1_200);
    }
  }
}

/** Steps finished of the two uploads, for a progress bar. */
export const uploadsDone = (p: UploadProgress): number =>
  (p.image.status === 'done' ? 1 : 0) + (p.metadata.status === 'done' ? 1 : 0);

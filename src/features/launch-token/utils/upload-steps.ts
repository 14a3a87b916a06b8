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
const BACKOFF_MS = [400, 1_200];

/** Up to three tries when the failure may pass (network, timeout, 5xx, 429); 403 / 413 stop at once. */
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

export const uploadsDone = (p: UploadProgress): number =>
  (p.image.status === 'done' ? 1 : 0) + (p.metadata.status === 'done' ? 1 : 0);

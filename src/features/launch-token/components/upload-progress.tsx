import { UPLOAD_ATTEMPTS, uploadsDone, type UploadProgress, type UploadState } from '../utils/upload-steps';

function text(what: string, s: UploadState): string {
  switch (s.status) {
    case 'waiting':
      return `${what}: waiting`;
    case 'uploading':
      return `${what}: uploading…`;
    case 'retrying':
      return `${what}: upload failed, retrying (try ${String(s.attempt)} of ${String(UPLOAD_ATTEMPTS)})…`;
    case 'done':
      return `${what}: uploaded`;
    case 'failed':
      return `${what}: upload failed after ${String(s.attempt)} ${s.attempt === 1 ? 'try' : 'tries'}`;
  }
}

export function UploadProgressView({ progress }: { progress: UploadProgress }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <progress className="w-full" max={2} value={uploadsDone(progress)} aria-label="Uploads finished" />
      <ul aria-label="Uploads" className="text-ink-muted">
        <li>{text('Image', progress.image)}</li>
        <li>{text('Metadata', progress.metadata)}</li>
      </ul>
    </div>
  );
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashBytes } from '../world/address';

export const UPLOAD_KINDS = ['images', 'metadata', 'headers'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const PRESIGN_TTL_MS = 15 * 60_000;
export const UPLOADS_PATH = '/studio-uploads';

export interface StoredFile {
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

export class UploadStore {
  private readonly memory = new Map<string, StoredFile>();
  private readonly secret: Uint8Array;

  constructor(
    seed: string,
    private readonly dir: string | null,
  ) {
    this.secret = hashBytes('studio-presign', seed);
  }

  private signature(kind: UploadKind, mint: string, contentType: string, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(`${kind}\0${mint}\0${contentType}\0${String(expires)}`)
      .digest('hex');
  }

  presign(origin: string, kind: UploadKind, mint: string, contentType: string, nowMs: number): string {
    const expires = nowMs + PRESIGN_TTL_MS;
    const q = new URLSearchParams({
      contentType,
      expires: String(expires),
      signature: this.signature(kind, mint, contentType, expires),
    });
    return `${origin}${UPLOADS_PATH}/${kind}/${mint}?${q.toString()}`;
  }

  // Null when the URL is one this store signed and still valid; otherwise why not.
  check(kind: UploadKind, mint: string, query: URLSearchParams, nowMs: number): string | null {
    const contentType = query.get('contentType') ?? '';
    const expires = Number(query.get('expires'));
    const given = Buffer.from(query.get('signature') ?? '', 'hex');
    const wanted = Buffer.from(this.signature(kind, mint, contentType, expires), 'hex');
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'signature does not match';
    if (!(expires > nowMs)) return 'the presigned URL has expired';
    return null;
  }

  private file(kind: UploadKind, mint: string): string | null {
    return this.dir ? join(this.dir, kind, mint) : null;
  }

  put(kind: UploadKind, mint: string, file: StoredFile) {
    const path = this.file(kind, mint);
    if (!path || !this.dir) {
      this.memory.set(`${kind}/${mint}`, file);
      return;
    }
    mkdirSync(join(this.dir, kind), { recursive: true });
    // Content then its type, each by rename, so a crash never leaves a half file served.
    writeFileSync(`${path}.tmp`, file.bytes);
    renameSync(`${path}.tmp`, path);
    writeFileSync(`${path}.type.tmp`, file.contentType);
    renameSync(`${path}.type.tmp`, `${path}.type`);
  }

  get(kind: UploadKind, mint: string): StoredFile | null {
    const path = this.file(kind, mint);
    if (!path) return this.memory.get(`${kind}/${mint}`) ?? null;
    try {
      return { bytes: readFileSync(path), contentType: readFileSync(`${path}.type`, 'utf8') };
    } catch {
      return null;
    }
  }

  clear() {
    this.memory.clear();
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }
}

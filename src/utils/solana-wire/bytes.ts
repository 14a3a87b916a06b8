/** Callers on a hot path pass Node's pooled `Buffer.allocUnsafe`: every encoder writes each byte it allocates. */
export type Alloc<T extends Uint8Array> = (size: number) => T;
export const newBytes = (size: number) => new Uint8Array(size);

const viewOf = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);

export function readU16(data: Uint8Array, at: number): number | null {
  return data.length >= at + 2 ? viewOf(data).getUint16(at, true) : null;
}

export function readU32(data: Uint8Array, at: number): number | null {
  return data.length >= at + 4 ? viewOf(data).getUint32(at, true) : null;
}

export function readU64(data: Uint8Array, at: number): bigint | null {
  return data.length >= at + 8 ? viewOf(data).getBigUint64(at, true) : null;
}

export function writeU16(data: Uint8Array, at: number, value: number): void {
  viewOf(data).setUint16(at, value, true);
}

export function writeU32(data: Uint8Array, at: number, value: number): void {
  viewOf(data).setUint32(at, value, true);
}

export function writeU64(data: Uint8Array, at: number, value: bigint): void {
  viewOf(data).setBigUint64(at, value, true);
}

/** Borsh strings from `at` and where they end; null unless the bytes hold `count` UTF-8 strings (a tail may follow). */
export function borshStrings(data: Uint8Array, at: number, count: number): { strings: string[]; end: number } | null {
  const strings: string[] = [];
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  for (let i = 0; i < count; i += 1) {
    const length = readU32(data, at);
    if (length === null || at + 4 + length > data.length) return null;
    try {
      strings.push(utf8.decode(data.subarray(at + 4, at + 4 + length)));
    } catch {
      return null;
    }
    at += 4 + length;
  }
  return { strings, end: at };
}

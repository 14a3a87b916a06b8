import bs58 from 'bs58';

/** Bounds-checked: a short buffer yields null instead of garbage. */
export class ByteReader {
  private readonly view: DataView;

  constructor(readonly data: Uint8Array) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }

  has(offset: number, length: number): boolean {
    return offset >= 0 && offset + length <= this.data.length;
  }

  u8(offset: number): number {
    return this.view.getUint8(offset);
  }

  u16(offset: number): number {
    return this.view.getUint16(offset, true);
  }

  i16(offset: number): number {
    return this.view.getInt16(offset, true);
  }

  u32(offset: number): number {
    return this.view.getUint32(offset, true);
  }

  u64(offset: number): bigint {
    return this.view.getBigUint64(offset, true);
  }

  i64(offset: number): bigint {
    return this.view.getBigInt64(offset, true);
  }

  f64(offset: number): number {
    return this.view.getFloat64(offset, true);
  }

  pubkey(offset: number): string {
    return bs58.encode(this.data.subarray(offset, offset + 32));
  }

  /** Token-2022's OptionalNonZeroPubkey: all-zero bytes mean "none". */
  optionalPubkey(offset: number): string | null {
    const bytes = this.data.subarray(offset, offset + 32);
    return bytes.some((b) => b !== 0) ? bs58.encode(bytes) : null;
  }

  cOptionPubkey(offset: number): string | null {
    return this.u32(offset) === 1 ? this.pubkey(offset + 4) : null;
  }

  cOptionU64(offset: number): bigint | null {
    return this.u32(offset) === 1 ? this.u64(offset + 4) : null;
  }
}

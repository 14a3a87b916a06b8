// A transaction's wire read in place for the landing path: web3.js's deserialize copies the whole wire into an array
// and builds a PublicKey per key (~15 % of an execute's landing). Null for anything web3.js might read otherwise (a
// read past the end, a long shortvec, a version above 0): the caller then goes through web3.js, its errors included.

export interface WireLookup {
  readonly table: Uint8Array;
  readonly writable: Uint8Array;
  readonly readonly: Uint8Array;
}

export interface WireMessage {
  readonly signatures: Uint8Array[];
  readonly version: 'legacy' | 0;
  readonly header: { required: number; readonlySigned: number; readonlyUnsigned: number };
  readonly staticKeys: Uint8Array[];
  readonly blockhash: Uint8Array;
  readonly instructions: { programIdIndex: number; data: Uint8Array }[];
  readonly lookups: WireLookup[];
}

class OutOfBounds extends Error {}

function reader(wire: Uint8Array) {
  let at = 0;
  const byte = () => {
    const b = wire[at++];
    if (b === undefined) throw new OutOfBounds();
    return b;
  };
  const bytes = (n: number) => {
    if (at + n > wire.length) throw new OutOfBounds();
    at += n;
    return wire.subarray(at - n, at);
  };
  const length = () => {
    let len = 0;
    for (let shift = 0; shift <= 14; shift += 7) {
      const b = byte();
      len |= (b & 0x7f) << shift;
      if (!(b & 0x80)) return len;
    }
    throw new OutOfBounds();
  };
  return { byte, bytes, length, peek: () => wire[at] };
}

export function readWire(wire: Uint8Array): WireMessage | null {
  try {
    const r = reader(wire);
    const signatures = Array.from({ length: r.length() }, () => r.bytes(64));
    const prefix = r.peek();
    if (prefix === undefined) return null;
    const version = prefix & 0x80 ? 0 : 'legacy';
    if (version === 0 && r.byte() !== 0x80) return null;
    const header = { required: r.byte(), readonlySigned: r.byte(), readonlyUnsigned: r.byte() };
    // A legacy message whose first byte has the top bit is refused by web3.js: its own path says how.
    if (version === 'legacy' && header.required & 0x80) return null;
    const staticKeys = Array.from({ length: r.length() }, () => r.bytes(32));
    const blockhash = r.bytes(32);
    const instructions = Array.from({ length: r.length() }, () => {
      const programIdIndex = r.byte();
      r.bytes(r.length());
      return { programIdIndex, data: r.bytes(r.length()) };
    });
    const lookups =
      version === 0
        ? Array.from({ length: r.length() }, () => ({
            table: r.bytes(32),
            writable: r.bytes(r.length()),
            readonly: r.bytes(r.length()),
          }))
        : [];
    return { signatures, version, header, staticKeys, blockhash, instructions, lookups };
  } catch (error) {
    if (error instanceof OutOfBounds) return null;
    throw error;
  }
}

/** web3.js's Message.isAccountWritable for a static key. */
export function staticWritable(header: WireMessage['header'], keyCount: number, index: number): boolean {
  if (index < header.required) return index < header.required - header.readonlySigned;
  return index - header.required < keyCount - header.required - header.readonlyUnsigned;
}

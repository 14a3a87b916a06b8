import { describe, expect, it } from 'vitest';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../utils/solana-wire/programs';
import { dangerousMintExtension, mintMetadataOf } from './token-layout';

const utf8 = new TextEncoder();
const borsh = (text: string) => {
  const bytes = utf8.encode(text);
  const out = new Uint8Array(4 + bytes.length);
  new DataView(out.buffer).setUint32(0, bytes.length, true);
  out.set(bytes, 4);
  return out;
};

/** A Token-2022 mint of `decimals` whose extensions are `tlv` ([type, value]). */
function mint2022(decimals: number, tlv: [number, Uint8Array][]): Uint8Array {
  const entries = tlv.map(([type, value]) => {
    const entry = new Uint8Array(4 + value.length);
    new DataView(entry.buffer).setUint16(0, type, true);
    new DataView(entry.buffer).setUint16(2, value.length, true);
    entry.set(value, 4);
    return entry;
  });
  const data = new Uint8Array(166 + entries.reduce((n, e) => n + e.length, 0));
  data[44] = decimals;
  data[45] = 1;
  data[165] = 1;
  let at = 166;
  for (const e of entries) {
    data.set(e, at);
    at += e.length;
  }
  return data;
}

const metadata = (name: string, symbol: string) => {
  const parts = [new Uint8Array(64), borsh(name), borsh(symbol), borsh('https://x/m.json'), new Uint8Array(4)];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

describe('mintMetadataOf', () => {
  it('reads the decimals and the symbol a Token-2022 mint’s own metadata gives', () => {
    const data = mint2022(6, [
      [18, new Uint8Array(64)],
      [19, metadata('Sol Cat', 'SOLC')],
    ]);
    expect(mintMetadataOf({ owner: TOKEN_2022_PROGRAM, data })).toEqual({ symbol: 'SOLC', decimals: 6 });
    expect(dangerousMintExtension({ owner: TOKEN_2022_PROGRAM, data })).toBeNull();
  });

  it('is null without metadata, for a truncated one, or for an account that is no mint', () => {
    expect(mintMetadataOf({ owner: TOKEN_2022_PROGRAM, data: mint2022(6, [[18, new Uint8Array(64)]]) })).toBeNull();
    const cut = metadata('Sol Cat', 'SOLC').subarray(0, 75);
    expect(mintMetadataOf({ owner: TOKEN_2022_PROGRAM, data: mint2022(6, [[19, cut]]) })).toBeNull();
    expect(mintMetadataOf({ owner: TOKEN_PROGRAM, data: new Uint8Array(82) })).toBeNull();
    expect(mintMetadataOf(null)).toBeNull();
  });
});

import { ByteReader } from './bytes';
import { u64 } from './json-rpc';

/** agave parse_token_extension.rs; undecoded ones (confidential transfers) are `unparseableExtension`, as on a node. */

export interface UiExtension {
  extension: string;
  state?: Record<string, unknown>;
}

const ACCOUNT_STATES = ['uninitialized', 'initialized', 'frozen'] as const;

function transferFee(r: ByteReader, at: number) {
  return { epoch: u64(r.u64(at)), maximumFee: u64(r.u64(at + 8)), transferFeeBasisPoints: r.u16(at + 16) };
}

function borshString(r: ByteReader, at: number): [string, number] {
  const length = r.u32(at);
  if (!r.has(at + 4, length)) throw new RangeError('string runs past the extension');
  return [new TextDecoder().decode(r.data.subarray(at + 4, at + 4 + length)), at + 4 + length];
}

function tokenMetadata(r: ByteReader) {
  let at = 64;
  const fields: string[] = [];
  for (let i = 0; i < 3; i++) {
    const [text, next] = borshString(r, at);
    fields.push(text);
    at = next;
  }
  const count = r.u32(at);
  at += 4;
  const additionalMetadata: [string, string][] = [];
  for (let i = 0; i < count; i++) {
    const [key, afterKey] = borshString(r, at);
    const [value, afterValue] = borshString(r, afterKey);
    additionalMetadata.push([key, value]);
    at = afterValue;
  }
  const [name, symbol, uri] = fields;
  return { updateAuthority: r.optionalPubkey(0), mint: r.pubkey(32), name, symbol, uri, additionalMetadata };
}

/** spl-token-2022 `ExtensionType` numbers. */
const DECODERS: Partial<Record<number, [string, ((r: ByteReader) => Record<string, unknown>) | null]>> = {
  1: [
    'transferFeeConfig',
    (r) => ({
      transferFeeConfigAuthority: r.optionalPubkey(0),
      withdrawWithheldAuthority: r.optionalPubkey(32),
      withheldAmount: u64(r.u64(64)),
      olderTransferFee: transferFee(r, 72),
      newerTransferFee: transferFee(r, 90),
    }),
  ],
  2: ['transferFeeAmount', (r) => ({ withheldAmount: u64(r.u64(0)) })],
  3: ['mintCloseAuthority', (r) => ({ closeAuthority: r.optionalPubkey(0) })],
  6: ['defaultAccountState', (r) => ({ accountState: ACCOUNT_STATES[r.u8(0)] ?? 'uninitialized' })],
  7: ['immutableOwner', null],
  8: ['memoTransfer', (r) => ({ requireIncomingTransferMemos: r.u8(0) !== 0 })],
  9: ['nonTransferable', null],
  10: [
    'interestBearingConfig',
    (r) => ({
      rateAuthority: r.optionalPubkey(0),
      initializationTimestamp: Number(r.i64(32)),
      preUpdateAverageRate: r.i16(40),
      lastUpdateTimestamp: Number(r.i64(42)),
      currentRate: r.i16(50),
    }),
  ],
  11: ['cpiGuard', (r) => ({ lockCpi: r.u8(0) !== 0 })],
  12: ['permanentDelegate', (r) => ({ delegate: r.optionalPubkey(0) })],
  13: ['nonTransferableAccount', null],
  14: ['transferHook', (r) => ({ authority: r.optionalPubkey(0), programId: r.optionalPubkey(32) })],
  15: ['transferHookAccount', (r) => ({ transferring: r.u8(0) !== 0 })],
  18: ['metadataPointer', (r) => ({ authority: r.optionalPubkey(0), metadataAddress: r.optionalPubkey(32) })],
  19: ['tokenMetadata', tokenMetadata],
  20: ['groupPointer', (r) => ({ authority: r.optionalPubkey(0), groupAddress: r.optionalPubkey(32) })],
  21: [
    'tokenGroup',
    (r) => ({
      updateAuthority: r.optionalPubkey(0),
      mint: r.pubkey(32),
      size: u64(r.u64(64)),
      maxSize: u64(r.u64(72)),
    }),
  ],
  22: ['groupMemberPointer', (r) => ({ authority: r.optionalPubkey(0), memberAddress: r.optionalPubkey(32) })],
  23: ['tokenGroupMember', (r) => ({ mint: r.pubkey(0), group: r.pubkey(32), memberNumber: u64(r.u64(64)) })],
  25: [
    'scaledUiAmountConfig',
    (r) => ({
      authority: r.optionalPubkey(0),
      multiplier: String(r.f64(32)),
      newMultiplierEffectiveTimestamp: Number(r.i64(40)),
      newMultiplier: String(r.f64(48)),
    }),
  ],
  26: ['pausableConfig', (r) => ({ authority: r.optionalPubkey(0), paused: r.u8(32) !== 0 })],
  27: ['pausableAccount', null],
};

/** After the account-type byte (offset 166); type 0 is the unused tail, as the program treats it. */
export function parseExtensions(data: Uint8Array): UiExtension[] {
  const r = new ByteReader(data);
  const out: UiExtension[] = [];
  let at = 166;
  while (r.has(at, 4)) {
    const type = r.u16(at);
    const length = r.u16(at + 2);
    if (type === 0 || !r.has(at + 4, length)) break;
    out.push(decodeOne(type, data.subarray(at + 4, at + 4 + length)));
    at += 4 + length;
  }
  return out;
}

function decodeOne(type: number, bytes: Uint8Array): UiExtension {
  const entry = DECODERS[type];
  if (!entry) return { extension: 'unparseableExtension' };
  const [extension, decode] = entry;
  if (!decode) return { extension };
  try {
    return { extension, state: decode(new ByteReader(bytes)) };
  } catch {
    // A truncated extension is what the program itself would refuse to read; report it the way RPC does.
    return { extension: 'unparseableExtension' };
  }
}

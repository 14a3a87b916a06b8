import bs58 from 'bs58';
import type { AccountData, Address } from '../chain/types';
import { INVALID_REQUEST, invalidParams, RpcError, u64 } from './json-rpc';
import type { AccountEncoding, DataSlice } from './params';
import { parseTokenProgramAccount } from './parse-token';

/** Real RPC refuses base58 for more than this many bytes (agave rpc MAX_BASE58_BYTES). */
const MAX_BASE58_BYTES = 128;

function slice(data: Uint8Array, dataSlice: DataSlice | undefined): Uint8Array {
  if (!dataSlice) return data;
  const start = Math.min(dataSlice.offset, data.length);
  return data.subarray(start, Math.min(start + dataSlice.length, data.length));
}

export function checkEncoding(encoding: AccountEncoding): void {
  if (encoding === 'base64+zstd') {
    // Node 20's zlib has no zstd; clients (web3.js, kit) only ask for it when told to.
    throw invalidParams('encoding "base64+zstd" is not supported by the sandbox; use "base64"');
  }
}

export interface EncodeOptions {
  encoding: AccountEncoding;
  dataSlice?: DataSlice | undefined;
  getAccount: (address: Address) => AccountData | null;
  /** The pubsub encoder has no such limit. */
  base58Limit?: boolean;
}

function encodeData(account: AccountData, { encoding, dataSlice, getAccount, base58Limit = true }: EncodeOptions) {
  if (encoding === 'jsonParsed') {
    // Parsed data ignores dataSlice (agave 2.x); only the base64 fallback is sliced.
    const parsed = parseTokenProgramAccount(account, getAccount);
    if (parsed) return parsed;
    return [Buffer.from(slice(account.data, dataSlice)).toString('base64'), 'base64'];
  }
  const bytes = slice(account.data, dataSlice);
  if (encoding === 'base64') return [Buffer.from(bytes).toString('base64'), 'base64'];
  // -32600 "invalid request", not -32602, on a real node; measured after slicing.
  if (base58Limit && bytes.length > MAX_BASE58_BYTES) {
    throw new RpcError(
      INVALID_REQUEST,
      `Encoded binary (base 58) data should be less than ${String(MAX_BASE58_BYTES)} bytes, please use Base64 encoding.`,
    );
  }
  // `binary` is the legacy form: a bare base58 string rather than a [data, encoding] pair.
  return encoding === 'binary' ? bs58.encode(bytes) : [bs58.encode(bytes), 'base58'];
}

export function encodeAccount(account: AccountData, options: EncodeOptions) {
  return {
    data: encodeData(account, options),
    executable: account.executable,
    lamports: u64(account.lamports),
    owner: account.owner,
    rentEpoch: u64(account.rentEpoch),
    space: account.data.length,
  };
}

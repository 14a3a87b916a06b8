import type { AccountMeta, AddressLookupTableAccount, PublicKey, TransactionInstruction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { Address } from '../../world/address';
import { addressOf } from './instructions';

// Same bytes as web3.js's compileToV0Message (tests compare) in ~1/10 of the time: it costs ~1.5 ms a swap,
// a third of the order endpoint's budget (base58-keyed maps, BN scans of each lookup table).
/** One per address, reused by every compile (compiling is synchronous): `epoch` says whether this one saw it yet. */
interface KeyMeta {
  readonly address: Address;
  readonly bytes: Uint8Array;
  epoch: number;
  signer: boolean;
  writable: boolean;
  invoked: boolean;
  loaded: boolean;
  position: number;
}

const tableIndexes = new WeakMap<AddressLookupTableAccount, Map<Address, number>>();
const MAX_KEYS = 20_000;
let byAddress = new Map<Address, KeyMeta>();
// Copies of one address (different PublicKey objects) share its entry.
let byKey = new WeakMap<PublicKey, KeyMeta>();
let epoch = 0;

function indexOfTable(table: AddressLookupTableAccount): Map<Address, number> {
  let index = tableIndexes.get(table);
  if (!index) {
    index = new Map();
    // The first occurrence, as web3.js's findIndex picks it.
    for (const [i, key] of table.state.addresses.entries())
      if (!index.has(addressOf(key))) index.set(addressOf(key), i);
    tableIndexes.set(table, index);
  }
  return index;
}

function entryOf(key: PublicKey): KeyMeta {
  let m = byKey.get(key);
  if (m) return m;
  const address = addressOf(key);
  m = byAddress.get(address);
  if (!m) {
    m = {
      address,
      bytes: key.toBytes(),
      epoch: 0,
      signer: false,
      writable: false,
      invoked: false,
      loaded: false,
      position: -1,
    };
    byAddress.set(address, m);
  }
  byKey.set(key, m);
  return m;
}

/** Compiling is synchronous, so one scratch buffer serves all; `done` copies out. */
let scratch = new Uint8Array(1280);

let lastBlockhash: { text: string; bytes: Uint8Array } | null = null;

/** Orders within one block (400 ms) all carry the same one. */
function blockhashBytes(blockhash: string): Uint8Array {
  if (lastBlockhash?.text !== blockhash) lastBlockhash = { text: blockhash, bytes: bs58.decode(blockhash) };
  return lastBlockhash.bytes;
}

class Writer {
  private buf = scratch;
  length = 0;
  private room(n: number) {
    if (this.length + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + n));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
    scratch = next;
  }
  byte(b: number) {
    this.room(1);
    this.buf[this.length++] = b;
  }
  shortvec(n: number) {
    let rest = n;
    for (;;) {
      const low = rest & 0x7f;
      rest >>= 7;
      if (rest === 0) {
        this.byte(low);
        return;
      }
      this.byte(low | 0x80);
    }
  }
  zeros(n: number) {
    this.room(n);
    this.buf.fill(0, this.length, this.length + n);
    this.length += n;
  }
  bytes(b: Uint8Array) {
    this.room(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  /** From Node's buffer pool (a slice would allocate a new backing store each time). */
  done(): Uint8Array {
    const out = Buffer.allocUnsafe(this.length);
    out.set(this.buf.subarray(0, this.length));
    return out;
  }
}

export interface CompiledMessage {
  readonly message: Uint8Array;
  readonly wire: Uint8Array;
  readonly requiredSignatures: number;
}

export function compileV0(
  payer: PublicKey,
  blockhash: string,
  instructions: readonly TransactionInstruction[],
  tables: readonly AddressLookupTableAccount[] = [],
): CompiledMessage {
  if (byAddress.size >= MAX_KEYS) {
    byAddress = new Map();
    byKey = new WeakMap();
  }
  const round = ++epoch;
  // First-seen order, as web3.js's key map iterates.
  const seen: KeyMeta[] = [];
  const meta = (key: PublicKey): KeyMeta => {
    const m = entryOf(key);
    if (m.epoch !== round) {
      m.epoch = round;
      m.signer = m.writable = m.invoked = m.loaded = false;
      m.position = -1;
      seen.push(m);
    }
    return m;
  };
  const payerMeta = meta(payer);
  payerMeta.signer = payerMeta.writable = true;
  for (let k = 0; k < instructions.length; k++) {
    const ix = instructions[k] as TransactionInstruction;
    meta(ix.programId).invoked = true;
    const keys = ix.keys;
    for (let j = 0; j < keys.length; j++) {
      const account = keys[j] as AccountMeta;
      const m = meta(account.pubkey);
      m.signer ||= account.isSigner;
      m.writable ||= account.isWritable;
    }
  }
  const lookups: { table: AddressLookupTableAccount; writable: number[]; readonly: number[] }[] = [];
  const loadedWritable: KeyMeta[] = [];
  const loadedReadonly: KeyMeta[] = [];
  for (const table of tables) {
    const index = indexOfTable(table);
    const lookup = { table, writable: [] as number[], readonly: [] as number[] };
    // Writable entries first, then read-only ones, each in first-seen order (web3.js's drain order).
    for (let pass = 0; pass < 2; pass++) {
      const writable = pass === 0;
      for (let k = 0; k < seen.length; k++) {
        const m = seen[k] as KeyMeta;
        if (m.loaded || m.signer || m.invoked || m.writable !== writable) continue;
        const i = index.get(m.address);
        if (i === undefined) continue;
        (writable ? lookup.writable : lookup.readonly).push(i);
        (writable ? loadedWritable : loadedReadonly).push(m);
        m.loaded = true;
      }
    }
    if (lookup.writable.length || lookup.readonly.length) lookups.push(lookup);
  }
  // Static keys: signer-writable, signer-readonly, writable, readonly; each group in first-seen order.
  const statics: KeyMeta[] = [];
  const counts = [0, 0, 0, 0];
  for (let group = 0; group < 4; group++) {
    const signer = group < 2;
    const writable = group % 2 === 0;
    for (let k = 0; k < seen.length; k++) {
      const m = seen[k] as KeyMeta;
      if (m.loaded || m.signer !== signer || m.writable !== writable) continue;
      m.position = statics.length;
      statics.push(m);
      counts[group] = (counts[group] ?? 0) + 1;
    }
  }
  const [signerWritable = 0, signerReadonly = 0, , readonly = 0] = counts;
  let n = statics.length;
  for (const m of loadedWritable) m.position = n++;
  for (const m of loadedReadonly) m.position = n++;
  const at = (key: PublicKey) => entryOf(key).position;

  const w = new Writer();
  const requiredSignatures = signerWritable + signerReadonly;
  w.shortvec(requiredSignatures);
  w.zeros(64 * requiredSignatures);
  const messageStart = w.length;
  w.byte(0x80);
  w.byte(requiredSignatures);
  w.byte(signerReadonly);
  w.byte(readonly);
  w.shortvec(statics.length);
  for (const m of statics) w.bytes(m.bytes);
  w.bytes(blockhashBytes(blockhash));
  w.shortvec(instructions.length);
  for (const ix of instructions) {
    w.byte(at(ix.programId));
    w.shortvec(ix.keys.length);
    for (const account of ix.keys) w.byte(at(account.pubkey));
    w.shortvec(ix.data.length);
    w.bytes(ix.data);
  }
  w.shortvec(lookups.length);
  for (const { table, writable, readonly } of lookups) {
    w.bytes(entryOf(table.key).bytes);
    w.shortvec(writable.length);
    for (const i of writable) w.byte(i);
    w.shortvec(readonly.length);
    for (const i of readonly) w.byte(i);
  }
  const wire = w.done();
  return { wire, message: wire.subarray(messageStart), requiredSignatures };
}

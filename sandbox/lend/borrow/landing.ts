import { VersionedMessage } from '@solana/web3.js';
import type { Cosigner } from '../../chain/ledger';
import { decodeTransaction } from '../../chain/tx-meta';
import type { TxRecord } from '../../chain/types';
import { Refused } from '../../kit/refused';
import { cosignWire, missingSigners, wireLayout } from '../../kit/tx/cosign';
import { encodeAddress, type Address } from '../../world/address';
import type { LendContext } from '../service';
import type { BorrowCrafted, IxShape } from './book';
import { applyChange, checkAfter, emptyPosition, holds } from './position';
import {
  allBorrowKeys,
  borrowAuthorityOf,
  keysOf,
  positionMintKeypair,
  positionMintOf,
  type BorrowKeys,
} from './vaults';

// Null when it names accounts through lookup tables we cannot see.
function shapesOf(message: Uint8Array, keys?: readonly Address[]): IxShape[] | null {
  let decoded: VersionedMessage;
  try {
    decoded = VersionedMessage.deserialize(message);
  } catch {
    return null;
  }
  const all = keys ?? decoded.staticAccountKeys.map((k) => k.toBase58());
  if (!keys && decoded.addressTableLookups.length > 0) return null;
  return decoded.compiledInstructions.map((ix) => ({
    p: all[ix.programIdIndex] ?? '',
    a: ix.accountKeyIndexes.map((i) => all[i] ?? ''),
    d: Buffer.from(ix.data).toString('base64'),
  }));
}

const sameIx = (x: IxShape, y: IxShape) =>
  x.p === y.p && x.d === y.d && x.a.length === y.a.length && x.a.every((a, i) => a === y.a[i]);

const NONE: IxShape = { p: '', a: [], d: '' };
const runAt = (shapes: IxShape[], run: IxShape[], start: number) =>
  run.every((ix, i) => sameIx(ix, shapes[start + i] ?? NONE));

// Where the run's parts sit: one contiguous run, or (repay with collateral) its withdrawal, then later its repayment.
function partsAt(shapes: IxShape[], c: BorrowCrafted): [number, number][] | null {
  const run = c.ixs ?? [];
  const split = c.split ?? run.length;
  const [first, second] = [run.slice(0, split), run.slice(split)];
  for (let start = 0; start + run.length <= shapes.length; start++) {
    if (!runAt(shapes, first, start)) continue;
    if (second.length === 0) return [[start, start + first.length]];
    for (let next = start + first.length; next + second.length <= shapes.length; next++) {
      if (runAt(shapes, second, next))
        return [
          [start, start + first.length],
          [next, next + second.length],
        ];
    }
    return null;
  }
  return null;
}

function containsRun(ctx: LendContext, shapes: IxShape[], c: BorrowCrafted): boolean {
  const parts = partsAt(shapes, c);
  if (!parts) return false;
  const k = keysFor(ctx, c.vaultId);
  const guarded = new Set([k.colAccount, k.reserve, k.authority, positionMintOf(ctx.seed, c.nftId)]);
  const others = shapes.filter((_, i) => !parts.some(([from, to]) => i >= from && i < to));
  return others.every((ix) => !guarded.has(ix.p) && ix.a.every((a) => !guarded.has(a)));
}

const keysFor = (ctx: LendContext, vaultId: number): BorrowKeys => keysOf(ctx, vaultId);

function findCrafted(ctx: LendContext, message: Uint8Array, keys?: readonly Address[]): BorrowCrafted | null {
  const text = Buffer.from(message).toString('base64');
  const pending = ctx.book.borrow.crafted;
  const exact = pending.find((c) => c.message === text);
  if (exact) return exact;
  if (!pending.some((c) => c.ixs)) return null;
  const shapes = shapesOf(message, keys);
  if (!shapes) return null;
  return pending.find((c) => c.ixs && containsRun(ctx, shapes, c)) ?? null;
}

// With the addresses its lookup tables load, read from the ledger as the runtime would.
function accountKeysOf(ctx: LendContext, wire: Uint8Array): Address[] | undefined {
  try {
    return decodeTransaction(wire, (address) => ctx.ledger.getAccount(address)).accountKeys;
  } catch {
    return undefined;
  }
}

const changeOf = (c: BorrowCrafted) => ({ col: BigInt(c.col), debt: BigInt(c.debt) });

// What a real program checks at execution: the position as it is now still allows this operation.
function recheck(ctx: LendContext, c: BorrowCrafted) {
  const p = ctx.book.borrow.positions.get(c.nftId);
  if (c.isNew === Boolean(p)) throw new Refused(400, `positionId: position ${c.nftId} is not in the crafted state`);
  const change = changeOf(c);
  if (!c.isNew && (change.col < 0n || change.debt > 0n) && !holds(ctx, c.signer, positionMintOf(ctx.seed, c.nftId))) {
    throw new Refused(403, `positionId: the signer no longer holds position ${c.nftId}'s NFT`);
  }
  const now = ctx.now();
  checkAfter(ctx, keysFor(ctx, c.vaultId), p ?? emptyPosition(c.vaultId, now), change, now);
}

export function observeBorrow(ctx: LendContext, record: TxRecord): boolean {
  const book = ctx.book.borrow;
  if (record.meta.err !== null || book.crafted.length === 0 || book.applied.has(record.signature)) return false;
  const touched = allBorrowKeys(ctx).some(
    (k) => record.accountKeys.includes(k.colAccount) || record.accountKeys.includes(k.reserve),
  );
  const layout = touched ? wireLayout(record.wire) : null;
  if (!layout) return false;
  const c = findCrafted(ctx, record.wire.subarray(layout.messageAt), record.accountKeys);
  if (!c) return false;
  const now = ctx.now();
  const k = keysFor(ctx, c.vaultId);
  const p = book.positions.get(c.nftId) ?? emptyPosition(c.vaultId, now);
  book.positions.set(c.nftId, applyChange(p, k, changeOf(c), now));
  book.spend(record.signature, c);
  return true;
}

export function reconcileBorrow(ctx: LendContext): number {
  if (ctx.book.borrow.crafted.length === 0) return 0;
  const seen = new Map<string, number>();
  for (const k of allBorrowKeys(ctx)) {
    for (const address of [k.colAccount, k.reserve]) {
      for (const s of ctx.ledger.getSignaturesForAddress(address, { limit: 5_000 })) seen.set(s.signature, s.slot);
    }
  }
  let recovered = 0;
  for (const [signature] of [...seen].sort((a, b) => a[1] - b[1])) {
    const record = ctx.ledger.getTransaction(signature);
    if (record && observeBorrow(ctx, record)) recovered++;
  }
  return recovered;
}

export function borrowCosigner(ctx: LendContext): Cosigner {
  const authorities = new Set(allBorrowKeys(ctx).map((k) => k.authority));
  return (wire) => {
    const layout = wireLayout(wire);
    if (!layout) return null;
    const missing = missingSigners(wire, layout).map((i) =>
      encodeAddress(wire.subarray(layout.keysAt + 32 * i, layout.keysAt + 32 * (i + 1))),
    );
    const mints = new Set(ctx.book.borrow.crafted.filter((c) => c.isNew).map((c) => positionMintOf(ctx.seed, c.nftId)));
    if (!missing.some((a) => authorities.has(a) || mints.has(a))) return null;
    const c = findCrafted(ctx, wire.subarray(layout.messageAt), accountKeysOf(ctx, wire));
    if (!c) return { refused: 'lend borrow: not signing: not an operation the sandbox crafted' };
    try {
      recheck(ctx, c);
    } catch (error) {
      if (error instanceof Refused) return { refused: `lend borrow: not signing: ${error.message}` };
      throw error;
    }
    const signers = [borrowAuthorityOf(ctx.seed, c.vaultId), positionMintKeypair(ctx.seed, c.nftId)];
    return {
      wire: cosignWire(
        wire,
        signers.filter((s) => missing.includes(s.publicKey.toBase58())),
      ),
    };
  };
}

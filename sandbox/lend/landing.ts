import type { Cosigner } from '../chain/ledger';
import type { TxRecord } from '../chain/types';
import { cosignWire, messageMatches, missingSigners, wireLayout } from '../kit/tx/cosign';
import { encodeAddress } from '../world/address';
import { liquidateDue } from './borrow/oracle';
import { borrowCosigner, observeBorrow, reconcileBorrow } from './borrow/landing';
import { syncOpened, type LendContext } from './service';
import { authorityOf, MARKETS, vaultKeys, type VaultKeys } from './vault';

const cache = new WeakMap<object, VaultKeys[]>();

export function allKeys(ctx: LendContext): VaultKeys[] {
  let keys = cache.get(ctx.book);
  if (!keys) {
    keys = MARKETS.flatMap((m) => {
      const token = ctx.world.byMint.get(m.asset);
      return token ? [vaultKeys(ctx.seed, m.asset, token.tokenProgram, token.decimals)] : [];
    });
    cache.set(ctx.book, keys);
  }
  return keys;
}

function balance(list: TxRecord['meta']['postTokenBalances'], record: TxRecord, match: (a: string) => boolean) {
  const entry = list.find((b) => match(record.accountKeys[b.accountIndex] ?? ''));
  return entry ? BigInt(entry.uiTokenAmount.amount) : 0n;
}

export function observe(ctx: LendContext, record: TxRecord): boolean {
  if (record.meta.err !== null || ctx.book.applied.has(record.signature)) return false;
  const user = record.accountKeys[0];
  if (!user) return false;
  let changed = false;
  for (const k of allKeys(ctx)) {
    if (!record.accountKeys.includes(k.vault)) continue;
    const isVault = (a: string) => a === k.vault;
    const vaultDelta =
      balance(record.meta.postTokenBalances, record, isVault) - balance(record.meta.preTokenBalances, record, isVault);
    const mine = (b: { mint: string; owner: string }) => b.mint === k.jlMint && b.owner === user;
    const jl = (list: TxRecord['meta']['postTokenBalances']) =>
      list.filter(mine).reduce((sum, b) => sum + BigInt(b.uiTokenAmount.amount), 0n);
    const jlDelta = jl(record.meta.postTokenBalances) - jl(record.meta.preTokenBalances);
    if (vaultDelta === 0n || jlDelta === 0n || vaultDelta > 0n !== jlDelta > 0n) continue;
    ctx.book.apply(record.signature, user, k.asset, vaultDelta);
    changed = true;
  }
  return changed;
}

export function reconcile(ctx: LendContext): number {
  let recovered = 0;
  for (const k of allKeys(ctx)) {
    if (!ctx.book.vaults.has(k.asset)) continue;
    for (const s of ctx.ledger.getSignaturesForAddress(k.vault).reverse()) {
      if (s.err !== null || ctx.book.applied.has(s.signature)) continue;
      const record = ctx.ledger.getTransaction(s.signature);
      if (record && observe(ctx, record)) recovered++;
    }
  }
  return recovered;
}

export function lendCosigner(ctx: LendContext): Cosigner {
  const byAuthority = new Map(allKeys(ctx).map((k) => [k.authority, k]));
  return (wire) => {
    const layout = wireLayout(wire);
    if (!layout) return null;
    for (const i of missingSigners(wire, layout)) {
      const at = layout.keysAt + 32 * i;
      const k = byAuthority.get(encodeAddress(wire.subarray(at, at + 32)));
      if (!k) continue;
      const crafted = ctx.book.crafted.some(
        (c) => c.asset === k.asset && messageMatches(wire, Buffer.from(c.message, 'base64')),
      );
      if (!crafted) return { refused: 'lend authority: not signing: not a message the sandbox crafted' };
      return { wire: cosignWire(wire, [authorityOf(ctx.seed, k.asset)]) };
    }
    return null;
  };
}

const running = new WeakMap<object, () => void>();

// One set of hooks per book however many apps mount the routes; a clock jump liquidates what interest carried over.
export function startLend(ctx: LendContext, onAdvance?: (listener: () => void) => () => void): () => void {
  const started = running.get(ctx.book);
  if (started) return started;
  reconcile(ctx);
  reconcileBorrow(ctx);
  const offLanding = ctx.ledger.on('transaction', (record) => {
    const earn = observe(ctx, record);
    if (observeBorrow(ctx, record) || earn) syncOpened(ctx);
  });
  const offCosigner = ctx.ledger.addCosigner(lendCosigner(ctx));
  const offBorrowCosigner = ctx.ledger.addCosigner(borrowCosigner(ctx));
  const offAdvance = onAdvance?.(() => {
    const liquidated = liquidateDue(ctx);
    syncOpened(ctx, true);
    if (liquidated > 0 || ctx.book.vaults.size > 0) ctx.persist();
  });
  const stop = () => {
    offAdvance?.();
    offBorrowCosigner();
    offCosigner();
    offLanding();
    running.delete(ctx.book);
  };
  running.set(ctx.book, stop);
  return stop;
}

export function stopLend(book: object) {
  running.get(book)?.();
}

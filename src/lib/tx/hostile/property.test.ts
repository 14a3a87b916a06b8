import {
  AuthorityType,
  createApproveInstruction,
  createCloseAccountInstruction,
  createSetAuthorityInstruction,
  createTransferInstruction,
} from '@solana/spl-token';
import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { NATIVE_MINT } from '../simulate';
import { tokenAccountOf } from '../token-layout';
import { interpret } from './interpreter';
import { bytes, key, run, stranger, tokenAccount, W, wallet, type Scenario } from './kit';
import { scenarios } from './scenarios';

type Post = Scenario['post'];

function mintOf(s: Scenario): PublicKey {
  const raw = s.pre[s.walletToken?.toBase58() ?? ''];
  return raw && 'data' in raw ? new PublicKey(raw.data.subarray(0, 32)) : key();
}
const strangerToken = key();

function walletDeltas(s: Scenario, post: Post) {
  const deltas = new Map<string, bigint>();
  const add = (mint: string, v: bigint) => deltas.set(mint, (deltas.get(mint) ?? 0n) + v);
  for (const [address, before] of Object.entries(s.pre)) {
    const after = address in post ? post[address] : before;
    const value = (raw: typeof before | null | undefined, sign: bigint) => {
      if (!raw) return;
      if (address === W && 'lamports' in raw) add(NATIVE_MINT, sign * BigInt(raw.lamports ?? 0));
      const token = 'data' in raw ? tokenAccountOf({ owner: raw.owner.toBase58(), data: raw.data }) : null;
      if (token?.owner === W) add(token.mint, sign * token.amount);
    };
    value(before, -1n);
    value(after, 1n);
  }
  return deltas;
}

/** The wallet's post-state is within what the screen showed: balances, and its accounts still its own. */
function withinStatement(s: Scenario, post: Post): boolean {
  const { send, receive, feesMax } = s.statement;
  for (const [mint, delta] of walletDeltas(s, post)) {
    const out =
      send.filter((x) => x.mint === mint).reduce((a, x) => a + x.max, 0n) + (mint === NATIVE_MINT ? feesMax : 0n);
    const min = receive.filter((x) => x.mint === mint && x.to === W).reduce((a, x) => a + x.min, 0n);
    if (delta < min - out) return false;
  }
  return Object.entries(s.pre).every(([address, before]) => {
    const was = 'data' in before ? tokenAccountOf({ owner: before.owner.toBase58(), data: before.data }) : null;
    const raw = post[address];
    const now = raw && 'data' in raw ? tokenAccountOf({ owner: raw.owner.toBase58(), data: raw.data }) : null;
    return was?.owner !== W || !now || (now.owner === W && !now.delegate && !now.closeAuthority);
  });
}

const extra = (s: Scenario): fc.Arbitrary<TransactionInstruction> => {
  const mine = s.walletToken ?? key();
  return fc.oneof(
    fc.bigInt(1n, 10n ** 12n).map((n) => createTransferInstruction(mine, strangerToken, wallet, n)),
    fc
      .integer({ min: 1, max: 5_000_000_000 })
      .map((n) => SystemProgram.transfer({ fromPubkey: wallet, toPubkey: stranger, lamports: n })),
    fc.bigInt(1n, 10n ** 12n).map((n) => createApproveInstruction(mine, stranger, wallet, n)),
    fc.constant(createSetAuthorityInstruction(mine, wallet, AuthorityType.AccountOwner, stranger)),
    fc.constant(createCloseAccountInstruction(mine, stranger, wallet)),
  );
};

function mutate(s: Scenario): fc.Arbitrary<TransactionInstruction[]> {
  const at = fc.nat({ max: Math.max(0, s.ixs.length - 1) });
  const replaced = (i: number, ix: TransactionInstruction) => s.ixs.map((x, j) => (j === i ? ix : x));
  const copy = (ix: TransactionInstruction, patch: Partial<TransactionInstruction>) =>
    new TransactionInstruction({ programId: ix.programId, keys: ix.keys, data: ix.data, ...patch });
  return fc.oneof(
    fc.tuple(at, extra(s)).map(([i, ix]) => [...s.ixs.slice(0, i), ix, ...s.ixs.slice(i)]),
    fc.tuple(at, fc.nat(), fc.constantFrom<PublicKey>(stranger, strangerToken)).map(([i, k, to]) => {
      const ix = s.ixs[i];
      if (!ix || ix.keys.length === 0) return s.ixs;
      const keys = ix.keys.map((m, j) => (j === k % ix.keys.length ? { ...m, pubkey: to } : m));
      return replaced(i, copy(ix, { keys }));
    }),
    fc.tuple(at, fc.integer({ min: 2, max: 1_000 })).map(([i, times]) => {
      const ix = s.ixs[i];
      if (!ix || ix.data.length < 9) return s.ixs;
      const data = Uint8Array.from(ix.data);
      const view = new DataView(data.buffer);
      view.setBigUint64(1, BigInt.asUintN(64, view.getBigUint64(1, true) * BigInt(times)), true);
      return replaced(i, copy(ix, { data: bytes(data) }));
    }),
    at.map((i) => {
      const ix = s.ixs[i];
      return ix ? replaced(i, copy(ix, { programId: key() })) : s.ixs;
    }),
  );
}

describe.each(scenarios())('$family: $action, mutated', (s) => {
  it('is refused, or leaves the wallet within the statement', async () => {
    await fc.assert(
      fc.asyncProperty(mutate(s), async (ixs) => {
        const signers = new Set([
          W,
          ...ixs.flatMap((ix) => ix.keys.filter((k) => k.isSigner).map((k) => k.pubkey.toBase58())),
        ]);
        const pre = {
          ...s.pre,
          [strangerToken.toBase58()]: tokenAccount({ mint: mintOf(s), owner: stranger, amount: 0n }),
        };
        const after = interpret(pre, ixs, signers);
        const post: Post = after ?? {};
        const variant = {
          ixs,
          payer: s.payer ?? wallet,
          pre,
          post,
          statement: s.statement,
          err: after ? null : 'Custom',
        };
        const result = await run(s, variant);
        return !result.ok || (after !== null && withinStatement(s, post));
      }),
      { numRuns: 60 },
    );
  });
});

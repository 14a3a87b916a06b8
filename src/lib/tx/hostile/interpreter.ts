import { PublicKey, SystemProgram, TransactionInstruction, type AccountInfo } from '@solana/web3.js';
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import type { FakeChain } from '../sim-test-kit';
import { tokenAccountOf } from '../token-layout';
import { tokenAccount, sol } from './kit';

type Info = AccountInfo<Uint8Array>;
type Accounts = Record<string, Info | null>;

const u64 = (data: Uint8Array, at: number) =>
  data.length >= at + 8 ? new DataView(data.buffer, data.byteOffset).getBigUint64(at, true) : 0n;
const asInfo = (a: FakeChain['pre'][string] | null | undefined): Info | null =>
  a && 'data' in a ? a : a && !('mint' in a) && !('decimals' in a) ? sol(a.lamports) : null;

/** Enough of the honest programs to simulate mutated transactions, failing as the runtime would. */
export function interpret(pre: FakeChain['pre'], ixs: TransactionInstruction[], signers: Set<string>): Accounts | null {
  const state: Accounts = {};
  for (const [k, v] of Object.entries(pre)) {
    const info = asInfo(v);
    if (info) state[k] = info;
  }
  const token = (k: PublicKey | undefined) =>
    k
      ? tokenAccountOf(
          state[k.toBase58()]
            ? { owner: TOKEN_PROGRAM_ID.toBase58(), data: state[k.toBase58()]?.data ?? new Uint8Array() }
            : null,
        )
      : null;
  const put = (
    k: PublicKey,
    change: (t: NonNullable<ReturnType<typeof token>>) => Parameters<typeof tokenAccount>[0],
  ) => {
    const t = token(k);
    if (!t) return false;
    state[k.toBase58()] = tokenAccount(change(t));
    return true;
  };
  const plain = (t: NonNullable<ReturnType<typeof token>>) => ({
    mint: new PublicKey(t.mint),
    owner: new PublicKey(t.owner),
    amount: t.amount,
    ...(t.delegate ? { delegate: new PublicKey(t.delegate), delegatedAmount: t.delegatedAmount } : {}),
    ...(t.closeAuthority ? { closeAuthority: new PublicKey(t.closeAuthority) } : {}),
  });
  for (const ix of ixs) {
    const [a, b, c] = ix.keys.map((k) => k.pubkey);
    const signed = (k: PublicKey | undefined) => !!k && signers.has(k.toBase58());
    if (ix.programId.equals(SystemProgram.programId)) {
      if (ix.data[0] !== 2 || !a || !b || !signed(a)) continue;
      const lamports = u64(ix.data, 4);
      const from = state[a.toBase58()];
      if (!from || BigInt(from.lamports) < lamports) return null;
      state[a.toBase58()] = { ...from, lamports: Number(BigInt(from.lamports) - lamports) };
      const to = state[b.toBase58()] ?? sol(0);
      state[b.toBase58()] = { ...to, lamports: Number(BigInt(to.lamports) + lamports) };
      continue;
    }
    if (!ix.programId.equals(TOKEN_PROGRAM_ID)) continue;
    const amount = u64(ix.data, 1);
    const src = token(a);
    switch (ix.data[0]) {
      case 3: {
        const dst = token(b);
        if (!src || !dst || src.mint !== dst.mint || src.amount < amount || !signed(c) || c?.toBase58() !== src.owner)
          return null;
        put(a as PublicKey, (t) => ({ ...plain(t), amount: t.amount - amount }));
        put(b as PublicKey, (t) => ({ ...plain(t), amount: t.amount + amount }));
        break;
      }
      case 7:
        if (!put(b as PublicKey, (t) => ({ ...plain(t), amount: t.amount + amount }))) return null;
        break;
      case 8:
        if (!src || src.amount < amount || !signed(c)) return null;
        put(a as PublicKey, (t) => ({ ...plain(t), amount: t.amount - amount }));
        break;
      case 4:
        if (!src || !signed(c) || c?.toBase58() !== src.owner) return null;
        put(a as PublicKey, (t) => ({ ...plain(t), delegate: b, delegatedAmount: amount }));
        break;
      case 9: {
        if (!src || !b || !signed(c) || c?.toBase58() !== src.owner || src.amount !== 0n) return null;
        const to = state[b.toBase58()] ?? sol(0);
        const rent = state[(a as PublicKey).toBase58()]?.lamports ?? 0;
        state[b.toBase58()] = { ...to, lamports: to.lamports + rent };
        state[(a as PublicKey).toBase58()] = null;
        break;
      }
      case 6: {
        if (!src || !signed(b) || b?.toBase58() !== src.owner || ix.data[2] !== 1) return null;
        const next = new PublicKey(ix.data.subarray(3, 35));
        if (ix.data[1] === 2) put(a as PublicKey, (t) => ({ ...plain(t), owner: next }));
        if (ix.data[1] === 3) put(a as PublicKey, (t) => ({ ...plain(t), closeAuthority: next }));
        break;
      }
      default:
        break;
    }
  }
  return state;
}

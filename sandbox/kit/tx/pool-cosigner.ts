import type { Keypair } from '@solana/web3.js';
import type { Cosigner } from '../../chain/ledger';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../chain/programs';
import { decodeTransaction, type DecodedTx } from '../../chain/tx-meta';
import type { Liquidity } from '../../engine/liquidity';
import { poolExactIn } from '../../engine/pool-math';
import { DEX_LABELS, type Pool } from '../../engine/pool-layout';
import { type Address, encodeAddress } from '../../world/address';
import { isTokenAccountData, readTokenAccount } from '../../world/token-layout';
import { marketMakerFor } from '../routing/market-maker';
import { cosignWire, missingSigners, wireLayout } from './cosign';
import { keypairAddress, TOKEN_IX } from './instructions';
import type { TxContext } from './plan';

// Signs as a pool authority or the maker only what an AMM would allow: transfers out of its own vaults that leave
// each pool on its curve; otherwise the send fails with logs saying why. Never as the gas wallet, never pays fees.
function heldKeys(ctx: TxContext): Map<Address, Keypair> {
  const held = new Map<Address, Keypair>();
  const { layout, liquidity } = ctx.engine;
  for (const dex of DEX_LABELS) {
    const pool = layout.pools.find((p) => p.dex === dex);
    if (pool) held.set(keypairAddress(liquidity.authority(pool)), liquidity.authority(pool));
  }
  const maker = marketMakerFor(ctx.engine);
  held.set(maker.address, maker.keypair);
  return held;
}

function debitedAccounts(ctx: TxContext, decoded: DecodedTx, signing: Set<Address>): Set<Address> | string {
  const keys = decoded.accountKeys;
  const sources = new Set<Address>();
  const maker = marketMakerFor(ctx.engine);
  for (const ix of decoded.tx.message.compiledInstructions) {
    const program = keys[ix.programIdIndex] ?? '';
    const accounts = ix.accountKeyIndexes.map((i) => keys[i] ?? '');
    const key = accounts.find((a) => signing.has(a));
    if (signing.has(program)) return 'a sandbox key cannot be invoked as a program';
    if (key === undefined) continue;
    const token = program === TOKEN_PROGRAM || program === TOKEN_2022_PROGRAM;
    const tag = ix.data[0];
    const size = tag === TOKEN_IX.Transfer ? 3 : tag === TOKEN_IX.TransferChecked ? 4 : 0;
    if (!token || size === 0 || accounts.length !== size) {
      return `${key} signs only token transfers out of its own accounts (not CloseAccount, SetAuthority, Approve…)`;
    }
    if (accounts.indexOf(key) !== size - 1 || accounts.filter((a) => signing.has(a)).length !== 1) {
      return `${key} may appear only as the authority of a transfer`;
    }
    const source = accounts[0] ?? '';
    const data = ctx.ledger.getAccount(source)?.data;
    const owner = data && isTokenAccountData(data) ? readTokenAccount(data).owner : null;
    const own =
      ctx.engine.liquidity.poolOfVault(source) ??
      (key === maker.address && maker.mints.some((m) => maker.inventoryAccount(m) === source));
    if (owner !== key || !own) return `${source} is not a vault (or inventory account) of ${key}`;
    sources.add(source);
  }
  return sources;
}

const amountOf = (data: Uint8Array | undefined) =>
  data && isTokenAccountData(data) ? readTokenAccount(data).amount : 0n;

/** Each pool paid out of must stay on its curve: output ≤ its exact-in quote (reserves before, input received). */
function checkPool(liquidity: Liquidity, pool: Pool, pre: [bigint, bigint], post: [bigint, bigint]): string | null {
  const [baseIn, quoteIn] = [post[0] - pre[0], post[1] - pre[1]];
  if (baseIn < 0n && quoteIn < 0n) return `pool ${pool.dex} ${pool.baseMint} would pay out of both vaults`;
  const baseOut = baseIn < 0n;
  const amountIn = baseOut ? quoteIn : baseIn;
  const amountOut = -(baseOut ? baseIn : quoteIn);
  const r = liquidity.effective(pool, { base: pre[0], quote: pre[1] });
  const [reserveIn, reserveOut] = baseOut ? [r.quote, r.base] : [r.base, r.quote];
  const allowed = poolExactIn(pool, reserveIn, reserveOut, amountIn, !baseOut).amountOut;
  return amountOut <= allowed
    ? null
    : `pool ${pool.dex} ${pool.baseMint} would pay ${amountOut} for ${amountIn} in, its curve allows ${allowed}`;
}

/** A placeholder where signatures are missing: an all-zero one would stop the simulation before the curve check. */
function draftOf(wire: Uint8Array): Uint8Array {
  const draft = Uint8Array.from(wire);
  const layout = wireLayout(draft);
  for (const i of layout ? missingSigners(draft, layout) : []) {
    const at = (layout?.signaturesAt ?? 0) + 64 * i;
    draft.fill(1, at, at + 64);
  }
  return draft;
}

function review(ctx: TxContext, wire: Uint8Array, signing: Set<Address>): string | null {
  const decoded = decodeTransaction(wire, (a) => ctx.ledger.getAccount(a));
  if (signing.has(decoded.accountKeys[0] ?? '')) return 'the sandbox does not pay the fees of a client transaction';
  const sources = debitedAccounts(ctx, decoded, signing);
  if (typeof sources === 'string') return sources;
  const pools = new Set<Pool>();
  for (const source of sources) {
    const pool = ctx.engine.liquidity.poolOfVault(source);
    if (pool) pools.add(pool);
  }
  const vaults = [...pools].flatMap((p) => {
    const v = ctx.engine.layout.vaults(p);
    return [v.baseVault, v.quoteVault];
  });
  const maker = marketMakerFor(ctx.engine);
  const inventory = signing.has(maker.address) ? maker.mints.map((m) => maker.inventoryAccount(m)) : [];
  const watched = [...vaults, ...inventory];
  const simulated = ctx.ledger.simulateTransaction(draftOf(wire), { sigVerify: false, accounts: watched });
  // A transaction that fails changes nothing but its payer's fee: sign it and let it fail with its own error.
  if (simulated.err !== null || !simulated.accounts) return null;
  const delta = new Map(
    watched.map((a, i) => [a, amountOf(simulated.accounts?.[i]?.data) - amountOf(ctx.ledger.getAccount(a)?.data)]),
  );
  for (const pool of pools) {
    const v = ctx.engine.layout.vaults(pool);
    const pre: [bigint, bigint] = [
      amountOf(ctx.ledger.getAccount(v.baseVault)?.data),
      amountOf(ctx.ledger.getAccount(v.quoteVault)?.data),
    ];
    const post: [bigint, bigint] = [pre[0] + (delta.get(v.baseVault) ?? 0n), pre[1] + (delta.get(v.quoteVault) ?? 0n)];
    const problem = checkPool(ctx.engine.liquidity, pool, pre, post);
    if (problem) return problem;
  }
  if (inventory.length === 0) return null;
  const paid = maker.mints.filter((m) => (delta.get(maker.inventoryAccount(m)) ?? 0n) < 0n);
  const got = maker.mints.filter((m) => (delta.get(maker.inventoryAccount(m)) ?? 0n) > 0n);
  const [outMint] = paid;
  const [inMint] = got;
  if (paid.length === 0) return null;
  if (paid.length !== 1 || got.length !== 1 || !outMint || !inMint) return 'the maker fills one pair at a time';
  const amountOut = -(delta.get(maker.inventoryAccount(outMint)) ?? 0n);
  const amountIn = delta.get(maker.inventoryAccount(inMint)) ?? 0n;
  const offer = maker.quote(inMint, outMint, amountIn, ctx.engine.nowMs());
  return offer && amountOut <= offer.outAmount ? null : `the maker would pay ${amountOut} ${outMint}, above its quote`;
}

export function installPoolCosigner(ctx: TxContext): () => void {
  let held: Map<Address, Keypair> | null = null;
  const cosigner: Cosigner = (wire) => {
    const layout = wireLayout(wire);
    if (!layout) return null;
    held ??= heldKeys(ctx);
    const mine: Keypair[] = [];
    for (const i of missingSigners(wire, layout)) {
      const at = layout.keysAt + 32 * i;
      const address = encodeAddress(wire.subarray(at, at + 32));
      // Studio pools' authorities are per pool and appear as launches land.
      const key = held.get(address) ?? ctx.engine.liquidity.ownAuthority(address);
      if (key) mine.push(key);
    }
    if (mine.length === 0) return null;
    const problem = review(ctx, wire, new Set(mine.map(keypairAddress)));
    return problem ? { refused: `pool co-signer: not signing: ${problem}` } : { wire: cosignWire(wire, mine) };
  };
  return ctx.ledger.addCosigner(cosigner);
}

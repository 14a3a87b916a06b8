import { PublicKey, TransactionMessage, type Keypair, type AddressLookupTableAccount } from '@solana/web3.js';
import { expect } from 'vitest';
import type { TxRecord } from '../../chain/ledger';
import { quoteExactIn } from '../../engine/cp-math';
import type { Engine } from '../../engine/engine';
import type { Pool } from '../../engine/pool-layout';
import type { Sandbox } from '../../sandbox';
import { tokenAmount } from '../../test-harness';
import type { Address } from '../../world/address';
import type { Hop, RoutePath, RouteQuote } from '../types';
import { ataOf } from './builder';
import { compileSwap, orderedInstructions } from './compile';
import { swapLookupTable } from './lookup-table';
import type { AssembledSwap } from './plan';

/** Test helpers for swap transactions (hand-made quotes, checked landing), on the sandbox test harness. */

/** One hop through `pool` at its current reserves, as a router would quote it. */
export function hopThrough(engine: Engine, pool: Pool, inputMint: Address, amountIn: bigint): Hop {
  const r = engine.liquidity.reserves(pool);
  const baseIn = inputMint === pool.baseMint;
  const q = baseIn
    ? quoteExactIn(r.base, r.quote, amountIn, pool.feeBps)
    : quoteExactIn(r.quote, r.base, amountIn, pool.feeBps);
  const outputMint = baseIn ? pool.quoteMint : pool.baseMint;
  return { pool, inputMint, outputMint, amountIn, amountOut: q.amountOut, lpFee: q.fee };
}

/** A path through the pools in order, each hop fed by the previous one's output. */
export function pathThrough(engine: Engine, pools: Pool[], inputMint: Address, amountIn: bigint, bps = 10_000) {
  const hops: Hop[] = [];
  let mint = inputMint;
  let amount = amountIn;
  for (const pool of pools) {
    const hop = hopThrough(engine, pool, mint, amount);
    hops.push(hop);
    mint = hop.outputMint;
    amount = hop.amountOut;
  }
  return { hops, bps };
}

export function aggregatorQuote(paths: RoutePath[]): RouteQuote {
  const first = paths[0]?.hops[0];
  const last = paths[0]?.hops.at(-1);
  if (!first || !last) throw new Error('a quote needs a path');
  return {
    router: 'aggregator_a',
    swapMode: 'ExactIn',
    inputMint: first.inputMint,
    outputMint: last.outputMint,
    inAmount: paths.reduce((sum, p) => sum + (p.hops[0]?.amountIn ?? 0n), 0n),
    outAmount: paths.reduce((sum, p) => sum + (p.hops.at(-1)?.amountOut ?? 0n), 0n),
    paths,
    defaultFeeBps: 0,
    priceImpact: 0,
  };
}

export function ataAmount(sandbox: Sandbox, owner: Address, mint: Address): bigint {
  const token = sandbox.world.byMint.get(mint);
  if (!token) throw new Error(`unknown mint ${mint}`);
  return tokenAmount(sandbox, ataOf(owner, mint, token.tokenProgram));
}

/** What web3.js's own compiler makes of the swap: `compileSwapBytes` must produce exactly these bytes. */
export function web3Message(assembled: AssembledSwap, blockhash: string, tables: AddressLookupTableAccount[]) {
  return new TransactionMessage({
    payerKey: new PublicKey(assembled.feePayer),
    recentBlockhash: blockhash,
    instructions: orderedInstructions(assembled),
  })
    .compileToV0Message(tables)
    .serialize();
}

/**
 * Compile against the swap lookup table (checking the bytes against web3.js's compiler), sign with the given wallets
 * and the sandbox's keys, land it.
 */
export function land(sandbox: Sandbox, assembled: AssembledSwap, wallets: Keypair[]): TxRecord {
  const table = swapLookupTable(sandbox);
  const blockhash = sandbox.ledger.latestBlockhash().blockhash;
  const tx = compileSwap(assembled, { blockhash, lookupTables: [table.account] });
  expect(Buffer.from(tx.message.serialize())).toEqual(Buffer.from(web3Message(assembled, blockhash, [table.account])));
  tx.sign([...wallets, ...assembled.sandboxSigners]);
  const result = sandbox.ledger.sendTransaction(tx.serialize());
  if (!result.ok) throw new Error(`swap failed: ${result.message}\n${result.logs.join('\n')}`);
  const record = sandbox.ledger.getTransaction(result.signature);
  if (!record) throw new Error('landed swap has no record');
  expect(record.meta.err).toBeNull();
  expect(record.meta.computeUnitsConsumed).toBeLessThanOrEqual(BigInt(assembled.computeUnitLimit ?? 1_400_000));
  return record;
}

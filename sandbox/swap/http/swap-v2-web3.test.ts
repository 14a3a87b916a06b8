import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeResponseSchema, orderResponseSchema } from '../../../src/api/swap/schemas-v2';
import { startRpcServer, type RunningRpcServer } from '../../rpc/server';
import { openHarness } from '../../test-harness';
import { query, type SwapEnv, SOL, USDC, SWAP } from '../order/test-kit';
import { ataOf } from '../../kit/tx/builder';

/**
 * The round trip of issue 4 with a client nobody here wrote: web3.js signs the order's transaction, and its
 * `Connection` (against the sandbox RPC on an ephemeral port) reads the balances the execute result promises.
 */
let env: SwapEnv;
let server: RunningRpcServer;
let connection: Connection;

beforeAll(async () => {
  env = openHarness({ ...SWAP, seed: 'swap-v2-web3' });
  server = await startRpcServer({ ledger: env.sandbox.ledger, port: 0 });
  connection = new Connection(server.url, 'confirmed');
});

afterAll(async () => {
  await server.close();
});

async function orderAndExecute(taker: Keypair, params: Record<string, string | number>) {
  const res = await env.request(`/swap/v2/order?${query({ ...params, taker: taker.publicKey.toBase58() })}`);
  expect(res.status).toBe(200);
  const order = orderResponseSchema.parse(await res.json());
  const tx = VersionedTransaction.deserialize(Buffer.from(order.transaction!, 'base64'));
  tx.sign([taker]);
  const executed = await env.request('/swap/v2/execute', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      signedTransaction: Buffer.from(tx.serialize()).toString('base64'),
      requestId: order.requestId,
    }),
  });
  const result = executeResponseSchema.parse(await executed.json());
  expect(result.status, result.error ?? '').toBe('Success');
  return { order, result };
}

describe('web3.js round trip: fund, order, sign, execute, read back over RPC', () => {
  it('SOL → USDC, then USDC → SOL, each by exactly the executed amounts and the fees', async () => {
    const taker = Keypair.generate();
    const signature = await connection.requestAirdrop(taker.publicKey, 3 * LAMPORTS_PER_SOL);
    expect(await connection.getSignatureStatus(signature)).toBeTruthy();
    const usdcAccount = new PublicKey(
      ataOf(taker.publicKey.toBase58(), USDC, env.sandbox.world.byMint.get(USDC)!.tokenProgram),
    );

    const buy = await orderAndExecute(taker, { inputMint: SOL, outputMint: USDC, amount: LAMPORTS_PER_SOL });
    const buyFees = buy.order.signatureFeeLamports + buy.order.prioritizationFeeLamports + buy.order.rentFeeLamports;
    expect(await connection.getBalance(taker.publicKey)).toBe(
      3 * LAMPORTS_PER_SOL - Number(buy.result.totalInputAmount) - buyFees,
    );
    const usdc = await connection.getTokenAccountBalance(usdcAccount);
    expect(BigInt(usdc.value.amount)).toBe(buy.result.totalOutputAmount);
    // The USDC account was created by this swap, from the taker's SOL.
    expect(buy.order.rentFeeLamports).toBe(await connection.getMinimumBalanceForRentExemption(165));

    const lamports = await connection.getBalance(taker.publicKey);
    const sell = await orderAndExecute(taker, { inputMint: USDC, outputMint: SOL, amount: usdc.value.amount });
    const sellFees =
      sell.order.signatureFeeLamports + sell.order.prioritizationFeeLamports + sell.order.rentFeeLamports;
    expect(await connection.getBalance(taker.publicKey)).toBe(
      lamports + Number(sell.result.totalOutputAmount) - sellFees,
    );
    expect((await connection.getTokenAccountBalance(usdcAccount)).value.amount).toBe('0');
    const landed = await connection.getTransaction(sell.result.signature!, { maxSupportedTransactionVersion: 0 });
    expect(landed?.meta?.err).toBeNull();
    expect(landed?.meta?.fee).toBe(sell.order.signatureFeeLamports + sell.order.prioritizationFeeLamports);
  });

  it("simulates the unsigned order (no taker, no pool authority signature) with the swap's real changes", async () => {
    const taker = Keypair.generate();
    await connection.requestAirdrop(taker.publicKey, 3 * LAMPORTS_PER_SOL);
    const usdcAccount = ataOf(taker.publicKey.toBase58(), USDC, env.sandbox.world.byMint.get(USDC)!.tokenProgram);
    const res = await env.request(
      `/swap/v2/order?${query({ inputMint: SOL, outputMint: USDC, amount: LAMPORTS_PER_SOL, taker: taker.publicKey.toBase58() })}`,
    );
    const order = orderResponseSchema.parse(await res.json());
    const tx = VersionedTransaction.deserialize(Buffer.from(order.transaction!, 'base64'));
    // The pool authorities sign only at execute: the order carries more signers than the taker, all unsigned.
    expect(tx.message.header.numRequiredSignatures).toBeGreaterThan(1);
    expect(tx.signatures.every((s) => s.every((b) => b === 0))).toBe(true);

    const { value } = await connection.simulateTransaction(tx, {
      sigVerify: false,
      replaceRecentBlockhash: true,
      innerInstructions: true,
      accounts: { encoding: 'base64', addresses: [taker.publicKey.toBase58(), usdcAccount] },
    });
    expect(value.err, value.logs?.join('\n')).toBeNull();
    const [wallet, usdc] = value.accounts ?? [];
    const fees = order.signatureFeeLamports + order.prioritizationFeeLamports + order.rentFeeLamports;
    expect(wallet?.lamports).toBe(3 * LAMPORTS_PER_SOL - LAMPORTS_PER_SOL - fees);
    const amount = Buffer.from(usdc!.data[0]!, 'base64').readBigUInt64LE(64);
    expect(amount).toBe(order.outAmount);
    // The associated token account's creation invoked the system and token programs.
    expect(value.innerInstructions?.length).toBeGreaterThan(0);
    // Simulation landed nothing.
    expect(await connection.getBalance(taker.publicKey)).toBe(3 * LAMPORTS_PER_SOL);
    expect(await connection.getAccountInfo(new PublicKey(usdcAccount))).toBeNull();
  });
});

import { Connection, Keypair, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killSandboxes, startSandbox } from './test-process';

// The sandbox as a user runs it: a process, its banner, Ctrl-C, kill -9, and a restart from the state file.
const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
afterEach(killSandboxes);

const start = (args: string[]) => {
  const run = startSandbox(args);
  return { ...run, ready: run.ready.then(({ api }) => api) };
};

async function fund(api: string, address: string) {
  const res = await fetch(`${api}/__sandbox/fund`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, sol: 3 }),
  });
  expect(res.status).toBe(200);
}

const lamports = async (api: string, address: string) =>
  ((await (await fetch(`${api}/__sandbox/wallet/${address}`)).json()) as { lamports: string }).lamports;

describe('npm run sandbox', { timeout: 60_000 }, () => {
  it('prints where it listens and its key, saves on Ctrl-C, and restores on the next start', async () => {
    const state = mkdtempSync(join(tmpdir(), 'sandbox-main-'));
    const first = start(['--state', state, '--seed', 'main-test']);
    const api = await first.ready;
    expect(first.output()).toMatch(/x-api-key: sandbox-local-key/);
    expect(first.output()).toMatch(/Solana RPC\s+http:\/\/127\.0\.0\.1:\d+\s+websocket ws:\/\/127\.0\.0\.1:\d+/);
    const address = Keypair.generate().publicKey.toBase58();
    await fund(api, address);
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/stopped/);

    const second = start(['--state', state, '--seed', 'main-test']);
    const api2 = await second.ready;
    expect(second.output()).toMatch(/restored saved state/);
    expect(await lamports(api2, address)).toBe('3000000000');
  });

  it('loses at most the save interval to kill -9 and always restarts from a loadable file', async () => {
    const state = mkdtempSync(join(tmpdir(), 'sandbox-main-'));
    const first = start(['--state', state, '--save-ms', '200']);
    const api = await first.ready;
    const address = Keypair.generate().publicKey.toBase58();
    await fund(api, address);
    await new Promise((r) => setTimeout(r, 600)); // more than one save interval
    first.child.kill('SIGKILL');
    await first.exited;

    const second = start(['--state', state]);
    expect(await lamports(await second.ready, address)).toBe('3000000000');
  });

  it('keeps every landing it answered through kill -9 before any save: a transfer, a swap, a fund', async () => {
    const state = mkdtempSync(join(tmpdir(), 'sandbox-main-'));
    // No periodic save during the test: only the start-up snapshot and the journal exist when it dies.
    const args = ['--state', state, '--seed', 'journal-test', '--save-ms', '600000'];
    const first = start(args);
    const api = await first.ready;
    const rpc = /Solana RPC\s+(http:\/\/\S+)/.exec(first.output())![1]!;
    const connection = new Connection(rpc, 'confirmed');
    const taker = Keypair.generate();
    const friend = Keypair.generate().publicKey;
    await fund(api, taker.publicKey.toBase58());
    const tokenFunded = Keypair.generate().publicKey.toBase58();
    const usdcFund = await fetch(`${api}/__sandbox/fund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: tokenFunded, tokens: { [USDC]: '1234567' }, welcome: false }),
    });
    expect(usdcFund.status).toBe(200);

    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const transfer = new Transaction({ feePayer: taker.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: taker.publicKey, toPubkey: friend, lamports: 12_345_678 }),
    );
    transfer.sign(taker);
    const transferSignature = await connection.sendRawTransaction(transfer.serialize());

    const order = (await (
      await fetch(
        `${api}/swap/v2/order?inputMint=${SOL}&outputMint=${USDC}&amount=500000000&taker=${taker.publicKey.toBase58()}`,
        { headers: { 'x-api-key': 'sandbox-local-key' } },
      )
    ).json()) as { transaction: string; requestId: string };
    const swap = VersionedTransaction.deserialize(Buffer.from(order.transaction, 'base64'));
    swap.sign([taker]);
    const executed = (await (
      await fetch(`${api}/swap/v2/execute`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'sandbox-local-key' },
        body: JSON.stringify({
          signedTransaction: Buffer.from(swap.serialize()).toString('base64'),
          requestId: order.requestId,
        }),
      })
    ).json()) as { status: string; signature: string; totalOutputAmount: string };
    expect(executed.status).toBe('Success');
    const statuses = await connection.getSignatureStatuses([transferSignature, executed.signature]);
    expect(statuses.value.map((s) => s?.confirmationStatus)).toEqual(['confirmed', 'confirmed']);
    const lamportsBefore = await connection.getBalance(taker.publicKey);
    const slotBefore = await connection.getSlot();
    first.child.kill('SIGKILL');
    await first.exited;

    const second = start(args);
    const api2 = await second.ready;
    const connection2 = new Connection(/Solana RPC\s+(http:\/\/\S+)/.exec(second.output())![1]!, 'confirmed');
    const after = await connection2.getSignatureStatuses([transferSignature, executed.signature]);
    expect(after.value.map((s) => s?.err)).toEqual([null, null]);
    expect(
      (await connection2.getTransaction(executed.signature, { maxSupportedTransactionVersion: 0 }))?.meta?.err,
    ).toBeNull();
    expect(await connection2.getBalance(taker.publicKey)).toBe(lamportsBefore);
    expect(await connection2.getBalance(friend)).toBe(12_345_678);
    expect(await connection2.getSlot()).toBeGreaterThanOrEqual(slotBefore);
    const wallet = (await (await fetch(`${api2}/__sandbox/wallet/${taker.publicKey.toBase58()}`)).json()) as {
      tokens: { mint: string; amount: string }[];
    };
    expect(wallet.tokens.find((t) => t.mint === USDC)?.amount).toBe(executed.totalOutputAmount);
    const funded = (await (await fetch(`${api2}/__sandbox/wallet/${tokenFunded}`)).json()) as {
      tokens: { mint: string; amount: string }[];
    };
    expect(funded.tokens.find((t) => t.mint === USDC)?.amount).toBe('1234567');
    // The same order again is never executed twice.
    const again = await fetch(`${api2}/swap/v2/execute`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'sandbox-local-key' },
      body: JSON.stringify({
        signedTransaction: Buffer.from(swap.serialize()).toString('base64'),
        requestId: order.requestId,
      }),
    });
    expect(((await again.json()) as { status?: string }).status).not.toBe('Success');
    expect(await connection2.getBalance(taker.publicKey)).toBe(lamportsBefore);
  });

  it('refuses a foreign state file with a clear message and leaves it untouched', async () => {
    const state = mkdtempSync(join(tmpdir(), 'sandbox-main-'));
    writeFileSync(join(state, 'sandbox-state.bin'), 'not ours');
    const run = start(['--state', state]);
    await expect(run.ready).rejects.toThrow(/not a sandbox state file.*--reset/s);
    expect(await run.exited).toBe(1);
  });

  it('names a bad option', async () => {
    const run = start(['--slot-ms', 'fast']);
    await expect(run.ready).rejects.toThrow(/slotMs/);
    expect(await run.exited).toBe(2);
  });
});

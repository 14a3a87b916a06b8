import { Keypair } from '@solana/web3.js';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The sandbox as a user runs it: a process, its banner, Ctrl-C, kill -9, and a restart from the state file.
const children: ChildProcessWithoutNullStreams[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function start(args: string[]) {
  const child = spawn(process.execPath, [
    '--import',
    'tsx',
    'sandbox/main.ts',
    '--port',
    '0',
    '--rpc-port',
    '0',
    ...args,
  ]);
  children.push(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const check = setInterval(() => {
      const api = /Trading API\s+(http:\/\/\S+)/.exec(out);
      if (api?.[1]) {
        clearInterval(check);
        resolve(api[1]);
      }
    }, 20);
    void exited.then((code) => {
      clearInterval(check);
      reject(new Error(`exited ${String(code)}: ${err}`));
    });
  });
  return { child, ready, exited, output: () => out, errors: () => err };
}

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

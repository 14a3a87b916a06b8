import { Keypair } from '@solana/web3.js';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from './config';
import { rawRequest } from './http/test-kit';
import { Sandbox } from './sandbox';
import { startSandbox, type RunningSandbox } from './server';

let running: RunningSandbox | null = null;

afterEach(async () => {
  vi.restoreAllMocks();
  await running?.stop().catch(() => undefined);
  running = null;
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the periodic save', { timeout: 30_000 }, () => {
  it('survives a failing write (logs, keeps serving, leaves no temporary file) and saves once it can', async () => {
    const state = mkdtempSync(join(tmpdir(), 'sandbox-save-'));
    const config = parseConfig(
      ['--state', state, '--seed', 'save-test', '--port', '0', '--rpc-port', '0', '--save-ms', '100', '--slot-ms', '0'],
      {},
    );
    running = await startSandbox(config);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The state file's place is taken by a folder: the temporary file is written, the rename fails (even as root,
    // whom a read-only folder would not stop).
    const file = join(state, 'sandbox-state.bin');
    rmSync(file);
    mkdirSync(file);
    writeFileSync(join(file, 'keep'), '');
    const address = Keypair.generate().publicKey.toBase58();
    running.sandbox.fund(address, { sol: 2_000_000_000n });
    await wait(450);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/could not save .*sandbox-state\.bin.*retry/s));
    // Logged once, not every tick.
    expect(errors.mock.calls.filter(([m]) => /could not save/.test(String(m)))).toHaveLength(1);
    expect(readdirSync(state).filter((name) => name.includes('.tmp'))).toEqual([]);
    const health = await fetch(`${running.apiUrl}/__sandbox/health`);
    expect(health.status).toBe(200);

    rmSync(file, { recursive: true });
    await wait(300);
    const restored = Sandbox.open({ seed: 'save-test', statePath: file });
    expect(restored.ledger.getBalance(address)).toBe(2_000_000_000n);
  });
});

describe('stop', { timeout: 30_000 }, () => {
  it('ends while a client holds a connection with no request in it (a browser preconnect held it for ever)', async () => {
    running = await startSandbox(
      parseConfig(['--state', 'none', '--port', '0', '--rpc-port', '0', '--slot-ms', '0'], {}),
    );
    const { port } = new URL(running.apiUrl);
    const sockets = [connect(Number(port), '127.0.0.1'), connect(Number(new URL(running.rpcUrl).port), '127.0.0.1')];
    await Promise.all(sockets.map((s) => new Promise((r) => s.once('connect', r))));
    sockets[0]?.write('GET /__sandbox/health HTTP/1.1\r\n'); // headers never finished
    const started = performance.now();
    await running.stop();
    expect(performance.now() - started).toBeLessThan(5_000);
    for (const s of sockets) s.destroy();
  });
});

describe('the Host check (DNS rebinding)', { timeout: 30_000 }, () => {
  it('refuses a foreign Host on the API, the order fast path and the control API, and serves loopback names', async () => {
    running = await startSandbox(
      parseConfig(['--state', 'none', '--port', '0', '--rpc-port', '0', '--slot-ms', '0'], {}),
    );
    const order = `${running.apiUrl}/swap/v2/order?inputMint=So11111111111111111111111111111111111111112`;
    const key = { 'x-api-key': 'sandbox-local-key' };
    for (const url of [order, `${running.apiUrl}/__sandbox/health`, `${running.apiUrl}/tokens/v2/tag?query=verified`]) {
      const refused = await rawRequest(url, { ...key, host: 'evil.example' });
      expect(refused.status, url).toBe(403);
      expect((JSON.parse(refused.body) as { error: string }).error).toMatch(/evil\.example.*DNS rebinding/);
    }
    const { port } = new URL(running.apiUrl);
    expect((await rawRequest(`${running.apiUrl}/__sandbox/health`, { host: `localhost:${port}` })).status).toBe(200);
    expect((await rawRequest(order, { ...key, host: `127.0.0.1:${port}` })).status).not.toBe(403);
    const rpc = await rawRequest(`${running.rpcUrl}/health`, { host: 'evil.example' });
    expect(rpc.status).toBe(403);
  });
});

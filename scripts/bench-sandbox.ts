// `npm run bench:sandbox`: measures the sandbox as a separate process, the way the app and tests use it, and checks
// the figures against the budgets of shared/design/sandbox.md. Exits non-zero when a budget is broken.
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpConnection } from './bench-http';
import { executesPerSecond, orderLatency } from './bench-swap';
import { fillLatency, historyLatency } from './bench-trigger';

const API_PORT = 18787;
const RPC_PORT = 18899;
const API = `http://127.0.0.1:${String(API_PORT)}`;
const RPC = `http://127.0.0.1:${String(RPC_PORT)}`;
const CONCURRENCY = 32;
const READS_PER_CLIENT = 200;
const TRANSFERS = 1000;

interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: number;
  /** 'max': the value must not exceed the budget; 'min': it must reach it. */
  kind: 'max' | 'min';
}
const figures: Figure[] = [];

function startSandbox(stateDir: string, reset: boolean): ChildProcess {
  const args = ['scripts/sandbox.mjs', '--port', String(API_PORT), '--rpc-port', String(RPC_PORT)];
  args.push('--state', stateDir, '--slot-ms', '400', ...(reset ? ['--reset'] : []));
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.resume();
  return child;
}

async function untilHealthy(started: number): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(`${API}/__sandbox/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 30_000) throw new Error('sandbox did not become healthy within 30 s');
    await new Promise((r) => setTimeout(r, 10));
  }
}

function stopSandbox(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => {
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const pool: HttpConnection[] = [];
const connection = (client: number) => (pool[client] ??= new HttpConnection(RPC));
const rpc = <T>(method: string, params: unknown[] = [], client = 0) => connection(client).call<T>(method, params);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

async function latency(name: string, call: (client: number) => Promise<unknown>, p50Budget: number) {
  // Warm up the connections and the JIT under the same concurrency before measuring.
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      for (let i = 0; i < 50; i++) await call(client);
    }),
  );
  const samples: number[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      for (let i = 0; i < READS_PER_CLIENT; i++) {
        const t = performance.now();
        await call(client);
        samples.push(performance.now() - t);
      }
    }),
  );
  samples.sort((a, b) => a - b);
  figures.push({
    name: `${name} p50 (${String(CONCURRENCY)} clients)`,
    value: percentile(samples, 0.5),
    unit: 'ms',
    budget: p50Budget,
    kind: 'max',
  });
  figures.push({
    name: `${name} p99 (${String(CONCURRENCY)} clients)`,
    value: percentile(samples, 0.99),
    unit: 'ms',
    budget: 25,
    kind: 'max',
  });
}

async function transfersPerSecond() {
  const payers = Array.from({ length: CONCURRENCY }, () => Keypair.generate());
  for (const payer of payers) {
    await fetch(`${API}/__sandbox/fund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: payer.publicKey.toBase58(), sol: 10 }),
    });
  }
  const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash');
  const to = new PublicKey(Keypair.generate().publicKey);
  const wires = Array.from({ length: TRANSFERS }, (_, i) => {
    const payer = payers[i % payers.length] ?? Keypair.generate();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: value.blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_000_000 + i })],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    tx.sign([payer]);
    return Buffer.from(tx.serialize()).toString('base64');
  });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      for (let wire = wires[next++]; wire !== undefined; wire = wires[next++]) {
        await rpc('sendTransaction', [wire, { encoding: 'base64' }], client);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  figures.push({
    name: 'SOL transfers through sendTransaction',
    value: TRANSFERS / seconds,
    unit: '/s',
    budget: 200,
    kind: 'min',
  });
}

/** Runs `measure` against a fresh sandbox process and stops it afterwards, also when a measurement throws. */
async function withSandbox(stateDir: string, reset: boolean, measure: (started: number) => Promise<void>) {
  const started = performance.now();
  const child = startSandbox(stateDir, reset);
  try {
    await measure(started);
  } finally {
    for (const c of pool.splice(0)) c.close();
    await stopSandbox(child);
  }
}

async function main() {
  const stateDir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  try {
    await withSandbox(stateDir, true, async (started) => {
      const value = await untilHealthy(started);
      figures.push({ name: 'cold start to healthy (fresh world)', value, unit: 'ms', budget: 3000, kind: 'max' });
      await latency('getLatestBlockhash', (client) => rpc('getLatestBlockhash', [], client), 2);
      const someone = Keypair.generate().publicKey.toBase58();
      await latency('getBalance', (client) => rpc('getBalance', [someone], client), 2);
      await transfersPerSecond();
      await orderLatency(API, CONCURRENCY, latency);
      figures.push(await executesPerSecond(API, CONCURRENCY));
      figures.push(...(await fillLatency(API, RPC)));
      figures.push(await historyLatency(API));
    });
    await withSandbox(stateDir, false, async (started) => {
      const value = await untilHealthy(started);
      figures.push({ name: 'restart with saved state to healthy', value, unit: 'ms', budget: 1000, kind: 'max' });
    });
  } finally {
    rmSync(stateDir, { recursive: true, force: true });
  }

  let broken = 0;
  console.log('\nSandbox benchmark (budgets from shared/design/sandbox.md)\n');
  for (const f of figures) {
    const ok = f.kind === 'max' ? f.value <= f.budget : f.value >= f.budget;
    if (!ok) broken++;
    const budget = `${f.kind === 'max' ? '≤' : '≥'} ${String(f.budget)} ${f.unit}`;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'}  ${f.name.padEnd(48)} ${f.value.toFixed(1).padStart(9)} ${f.unit.padEnd(3)} budget ${budget}`,
    );
  }
  console.log(broken ? `\n${String(broken)} budget(s) broken` : '\nAll budgets met');
  process.exitCode = broken ? 1 : 0;
}

await main();

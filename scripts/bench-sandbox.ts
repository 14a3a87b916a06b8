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
  /** Printed beside a ratio: the absolute figure it was computed from. */
  note?: string;
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

/**
 * The p50 every other p50 is measured against: the cheapest request (getLatestBlockhash), in the same run, so the
 * budgets hold on a fast or a loaded machine alike (issue 15). Absolute p50s sat within this machine's noise.
 */
const BASELINE = 'getLatestBlockhash';
let baselineP50: number | null = null;

/**
 * p50 and p99 of `call` with CONCURRENCY clients. The p99 has an absolute budget; the p50 one as a multiple of the
 * baseline's p50 (`p50Ratio`), none for the baseline itself (`null`).
 */
async function latency(name: string, call: (client: number) => Promise<unknown>, p50Ratio: number | null) {
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
  const p50 = percentile(samples, 0.5);
  if (name === BASELINE) baselineP50 = p50;
  if (p50Ratio === null) {
    figures.push({ name: `${name} p50 (baseline)`, value: p50, unit: 'ms', budget: Infinity, kind: 'max' });
  } else {
    if (baselineP50 === null) throw new Error(`${BASELINE} must be measured before ${name}`);
    figures.push({
      name: `${name} p50 / ${BASELINE} p50`,
      value: p50 / baselineP50,
      unit: '×',
      budget: p50Ratio,
      kind: 'max',
      note: `p50 ${p50.toFixed(2)} ms vs ${baselineP50.toFixed(2)} ms`,
    });
  }
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
      await latency(BASELINE, (client) => rpc('getLatestBlockhash', [], client), null);
      const someone = Keypair.generate().publicKey.toBase58();
      await latency('getBalance', (client) => rpc('getBalance', [someone], client), 1.5);
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
    const budget = Number.isFinite(f.budget)
      ? `${f.kind === 'max' ? '≤' : '≥'} ${String(f.budget)} ${f.unit}`
      : '(printed)';
    const digits = f.unit === '×' ? 2 : 1;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'}  ${f.name.padEnd(52)} ${f.value.toFixed(digits).padStart(9)} ${f.unit.padEnd(3)} budget ${budget}${f.note ? `  (${f.note})` : ''}`,
    );
  }
  console.log(broken ? `\n${String(broken)} budget(s) broken` : '\nAll budgets met');
  process.exitCode = broken ? 1 : 0;
}

await main();

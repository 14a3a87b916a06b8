// `npm run bench:sandbox`: measures the sandbox as a separate process, the way the app and tests use it, and checks
// the figures against the budgets of shared/design/sandbox.md. Exits non-zero when a budget is broken.
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const API_PORT = 18787;
const RPC_PORT = 18899;
const API = `http://127.0.0.1:${String(API_PORT)}`;
const RPC = `http://127.0.0.1:${String(RPC_PORT)}`;
const CONCURRENCY = 32;
const READS_PER_CLIENT = 100;
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
  const args = ['--import', 'tsx', 'sandbox/main.ts', '--port', String(API_PORT), '--rpc-port', String(RPC_PORT)];
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
    child.once('exit', () => {
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// A keep-alive agent with one socket per client: what a browser or a validator client holds open. (fetch would add
// its own overhead on this 2-core machine, where client and server share the CPU.)
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
let nextId = 1;
function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const payload = JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params });
  return new Promise<T>((resolve, reject) => {
    const req = request(
      RPC,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const body = JSON.parse(text) as { result?: T; error?: { message: string } };
          if (body.error) reject(new Error(`${method}: ${body.error.message}`));
          else resolve(body.result as T);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

async function latency(name: string, call: () => Promise<unknown>, p50Budget: number) {
  for (let i = 0; i < 50; i++) await call(); // warm up the connection pool and the JIT
  const samples: number[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < READS_PER_CLIENT; i++) {
        const t = performance.now();
        await call();
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
    Array.from({ length: CONCURRENCY }, async () => {
      for (let wire = wires[next++]; wire !== undefined; wire = wires[next++]) {
        await rpc('sendTransaction', [wire, { encoding: 'base64' }]);
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

async function main() {
  const stateDir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  try {
    let t = performance.now();
    let child = startSandbox(stateDir, true);
    figures.push({
      name: 'cold start to healthy (fresh world)',
      value: await untilHealthy(t),
      unit: 'ms',
      budget: 3000,
      kind: 'max',
    });

    await latency('getLatestBlockhash', () => rpc('getLatestBlockhash'), 2);
    const someone = Keypair.generate().publicKey.toBase58();
    await latency('getBalance', () => rpc('getBalance', [someone]), 2);
    await transfersPerSecond();

    await stopSandbox(child);
    t = performance.now();
    child = startSandbox(stateDir, false);
    figures.push({
      name: 'restart with saved state to healthy',
      value: await untilHealthy(t),
      unit: 'ms',
      budget: 1000,
      kind: 'max',
    });
    await stopSandbox(child);
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

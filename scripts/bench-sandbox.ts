// `npm run bench:sandbox`: measures the sandbox as a separate process, the way the app and tests use it, and checks
// the figures against the budgets of shared/design/sandbox.md. Exits non-zero when a budget is broken.
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeAll, HttpConnection, reconnects } from './bench-http';
import { killAll, nodeStartMs, startSandbox, type BenchSandbox } from './bench-process';
import { printTable, type Figure } from './bench-table';
import { executesPerSecond, orderLatency } from './bench-swap';
import { fillLatency, historyLatency } from './bench-trigger';

const CONCURRENCY = 32;
const READS_PER_CLIENT = 200;
const TRANSFERS = 1000;
/** A run takes about a minute; past this it is stuck, and says where. */
const WATCHDOG_MS = 5 * 60_000;
/** A stop saves the state and closes the listeners: well under a second; the bench kills it at STOP_GRACE_MS. */
const STOP_BUDGET_MS = 5_000;

const figures: Figure[] = [];

let RPC = '';
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
let baselineCall: Call | null = null;
/** Measured in rounds, each a block of the baseline then one of the request: both see the host as it is then. */
const ROUNDS = 8;

type Call = (client: number) => Promise<unknown>;

/** `reads` calls from each of CONCURRENCY clients at once; the latencies, unsorted. */
async function sample(call: Call, reads: number): Promise<number[]> {
  const samples: number[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      for (let i = 0; i < reads; i++) {
        const t = performance.now();
        await call(client);
        samples.push(performance.now() - t);
      }
    }),
  );
  return samples;
}

const sorted = (samples: number[]) => samples.sort((a, b) => a - b);

/**
 * p50 and p99 of `call` with CONCURRENCY clients. The p99 has an absolute budget; the p50 one as a multiple of the
 * baseline's p50 (`p50Ratio`), none for the baseline itself (`null`).
 */
async function latency(name: string, call: Call, p50Ratio: number | null) {
  // Warm up the connections and the JIT under the same concurrency before measuring.
  await sample(call, 50);
  if (p50Ratio === null) {
    baselineCall = call;
    const samples = sorted(await sample(call, READS_PER_CLIENT));
    figures.push({ name: `${name} p50`, value: percentile(samples, 0.5), unit: 'ms', budget: Infinity, kind: 'max' });
    figures.push(p99(name, samples));
    return;
  }
  if (!baselineCall) throw new Error(`${BASELINE} must be measured before ${name}`);
  const base: number[] = [];
  const own: number[] = [];
  // Interleaved: a minute of this shared host running slower (seen here: a p50 twice the usual from one section on)
  // then slows both sides of the ratio, not one.
  for (let round = 0; round < ROUNDS; round++) {
    base.push(...(await sample(baselineCall, READS_PER_CLIENT / ROUNDS)));
    own.push(...(await sample(call, READS_PER_CLIENT / ROUNDS)));
  }
  const [p50, baseP50] = [percentile(sorted(own), 0.5), percentile(sorted(base), 0.5)];
  figures.push({
    name: `${name} p50 ÷ ${BASELINE} p50`,
    value: p50 / baseP50,
    unit: '×',
    budget: p50Ratio,
    kind: 'max',
    absolute: `${p50.toFixed(2)} ms ÷ ${baseP50.toFixed(2)} ms`,
  });
  figures.push(p99(name, own));
}

/** From samples sorted ascending. */
function p99(name: string, samples: number[]): Figure {
  return {
    name: `${name} p99 (${String(CONCURRENCY)} clients)`,
    value: percentile(samples, 0.99),
    unit: 'ms',
    budget: 25,
    kind: 'max',
  };
}

async function transfersPerSecond(api: string) {
  const payers = Array.from({ length: CONCURRENCY }, () => Keypair.generate());
  const control = new HttpConnection(api);
  for (const payer of payers) {
    await control.request('POST', '/__sandbox/fund', { address: payer.publicKey.toBase58(), sol: 10 });
  }
  control.close();
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

/** The block running now: named by the watchdog and by a failure. */
let current = 'start';

/** Runs one block of measurements, saying on stderr how long it took (a stalled run shows where it stands). */
async function section<T>(name: string, run: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const reopened = reconnects();
  current = name;
  console.error(`bench: ${name}…`);
  const result = await run();
  const idle = reconnects() - reopened;
  const note = idle ? ` (${String(idle)} connection(s) the sandbox had closed as idle opened again)` : '';
  console.error(`bench: ${name} done in ${((performance.now() - t) / 1000).toFixed(1)} s${note}`);
  return result;
}

/** Runs `measure` against a fresh sandbox process and stops it afterwards, also when a measurement throws. */
async function withSandbox(
  label: string,
  stateDir: string,
  reset: boolean,
  measure: (sandbox: BenchSandbox) => Promise<void> | void,
) {
  current = `${label}: start`;
  const sandbox = await startSandbox(stateDir, reset);
  RPC = sandbox.rpc;
  try {
    await measure(sandbox);
  } finally {
    pool.length = 0;
    closeAll();
    current = `${label}: stop`;
    const value = await sandbox.stop();
    figures.push({ name: `${label}: SIGTERM to exit`, value, unit: 'ms', budget: STOP_BUDGET_MS, kind: 'max' });
  }
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${String(WATCHDOG_MS / 60_000)} min, in "${current}"; stopping`);
    killAll();
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  const loadAtStart = loadavg()[0]?.toFixed(1) ?? '?';
  const stateDir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  let failed = false;
  try {
    // The start budgets are absolute: a busy host slows every process start alike, which this shows.
    const node = await nodeStartMs();
    figures.push({ name: 'node -e 0, spawn to exit', value: node, unit: 'ms', budget: Infinity, kind: 'max' });
    await withSandbox('fresh world', stateDir, true, async ({ api, rpc: rpcUrl, readyMs }) => {
      figures.push({
        name: 'cold start to healthy (fresh world)',
        value: readyMs,
        unit: 'ms',
        budget: 3000,
        kind: 'max',
      });
      await section('RPC reads', async () => {
        await latency(BASELINE, (client) => rpc('getLatestBlockhash', [], client), null);
        const someone = Keypair.generate().publicKey.toBase58();
        await latency('getBalance', (client) => rpc('getBalance', [someone], client), 1.5);
      });
      await section('SOL transfers', () => transfersPerSecond(api));
      await section('swap orders', () => orderLatency(api, CONCURRENCY, latency));
      figures.push(await section('swap executes', () => executesPerSecond(api, CONCURRENCY)));
      figures.push(...(await section('trigger fills', () => fillLatency(api, rpcUrl))));
      figures.push(await section('trigger history', () => historyLatency(api)));
    });
    await withSandbox('restarted', stateDir, false, ({ readyMs }) => {
      figures.push({
        name: 'restart with saved state to healthy',
        value: readyMs,
        unit: 'ms',
        budget: 1000,
        kind: 'max',
      });
    });
  } catch (error) {
    // The figures measured so far are still printed; the run fails.
    console.error(`bench: "${current}" failed:`, error);
    failed = true;
  } finally {
    rmSync(stateDir, { recursive: true, force: true });
    clearTimeout(watchdog);
  }

  // Absolute figures depend on what else runs: the load says how far to trust them (ratios hold either way).
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  const title = `Sandbox benchmark (budgets: shared/design/sandbox.md, issues 12 and 15), load ${loadAtStart} → ${load} on ${String(availableParallelism())} cores`;
  const broken = printTable(title, figures);
  if (failed) console.log(`The run stopped in "${current}" (see above); the figures after it are missing.`);
  process.exitCode = broken || failed ? 1 : 0;
}

await main();

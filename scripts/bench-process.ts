// The sandbox process of `npm run bench:sandbox`: started on ports the system picks, so a sandbox another checkout or
// bench left on fixed ports is never measured in its place, and always stopped, by SIGKILL if SIGTERM is not enough.
import { spawn, type ChildProcess } from 'node:child_process';
import { HttpConnection } from './bench-http';

/** How long a SIGTERM may take (the sandbox saves its state first) before the bench kills the process. */
const STOP_GRACE_MS = 10_000;
const READY_TIMEOUT_MS = 30_000;

export interface BenchSandbox {
  api: string;
  rpc: string;
  /** Spawn to a healthy answer, in ms. */
  readyMs: number;
  /** Stops the process: resolves with SIGTERM to exit in ms, Infinity when it ignored SIGTERM and was killed. */
  stop(): Promise<number>;
}

const running = new Set<ChildProcess>();

/** Kills whatever is still running: for the watchdog and an unexpected exit of the bench. */
export function killAll() {
  for (const child of running) child.kill('SIGKILL');
}
process.once('exit', killAll);

function exited(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null;
}

function stop(child: ChildProcess): Promise<number> {
  if (exited(child)) return Promise.resolve(0);
  const started = performance.now();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      console.error(
        `bench: the sandbox (pid ${String(child.pid)}) ignored SIGTERM for ${String(STOP_GRACE_MS / 1000)} s; killing it`,
      );
      child.kill('SIGKILL');
    }, STOP_GRACE_MS);
    child.once('exit', (_code, signal) => {
      clearTimeout(force);
      running.delete(child);
      resolve(signal === 'SIGKILL' ? Infinity : performance.now() - started);
    });
    child.kill('SIGTERM');
  });
}

/** The addresses the sandbox prints once every listener is up (sandbox/main.ts). */
function addresses(child: ChildProcess): Promise<{ api: string; rpc: string }> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      reject(new Error(`the sandbox printed no addresses within ${String(READY_TIMEOUT_MS / 1000)} s`));
    }, READY_TIMEOUT_MS);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited (${String(code)}) before it was ready`));
    };
    child.once('exit', onExit);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const api = /Trading API\s+(\S+)/.exec(out)?.[1];
      const rpc = /Solana RPC\s+(\S+)/.exec(out)?.[1];
      if (!api || !rpc) return;
      clearTimeout(timer);
      // Its own account of the start ("Sandbox ready in … ms (restored saved state …)"), beside the bench's.
      console.error(`bench: ${out.split('\n')[0] ?? ''}`);
      child.off('exit', onExit);
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      resolve({ api, rpc });
    });
  });
}

/** Spawn to exit of `node -e 0`, in ms: what starting any Node process costs on this machine right now. */
export function nodeStartMs(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', () => {
      resolve(performance.now() - started);
    });
  });
}

export async function startSandbox(stateDir: string, reset: boolean): Promise<BenchSandbox> {
  const started = performance.now();
  const args = ['scripts/sandbox.mjs', '--port', '0', '--rpc-port', '0', '--state', stateDir, '--slot-ms', '400'];
  if (reset) args.push('--reset');
  // BENCH_CPU_PROF=<dir>: each sandbox writes a V8 CPU profile there when it exits (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  running.add(child);
  try {
    const { api, rpc } = await addresses(child);
    const http = new HttpConnection(api);
    try {
      await http.request('GET', '/__sandbox/health');
    } finally {
      http.close();
    }
    return { api, rpc, readyMs: performance.now() - started, stop: () => stop(child) };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

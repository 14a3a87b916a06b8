import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

// The sandbox as a user runs it (`npm run sandbox`: sandbox/main.ts bundled by scripts/sandbox.mjs, in a child
// process), for the tests of restarts and kill -9. Through tsx each start loaded ~200 modules (2–5 s on a busy host).
const children: ChildProcessWithoutNullStreams[] = [];

export interface SandboxProcess {
  child: ChildProcessWithoutNullStreams;
  /** The addresses of its banner; rejects with its stderr when it exits first. */
  ready: Promise<{ api: string; rpc: string }>;
  exited: Promise<number | null>;
  output: () => string;
  errors: () => string;
}

export function startSandbox(args: string[]): SandboxProcess {
  const child = spawn(process.execPath, ['scripts/sandbox.mjs', '--port', '0', '--rpc-port', '0', ...args]);
  children.push(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<{ api: string; rpc: string }>((resolve, reject) => {
    const check = setInterval(() => {
      const api = /Trading API\s+(http:\/\/\S+)/.exec(out)?.[1];
      const rpc = /Solana RPC\s+(http:\/\/\S+)/.exec(out)?.[1];
      if (api && rpc) {
        clearInterval(check);
        resolve({ api, rpc });
      }
    }, 20);
    void exited.then((code) => {
      clearInterval(check);
      reject(new Error(`exited ${String(code)}: ${err}`));
    });
  });
  return { child, ready, exited, output: () => out, errors: () => err };
}

/** afterEach: every process a test started, killed. */
export function killSandboxes() {
  for (const child of children.splice(0)) child.kill('SIGKILL');
}

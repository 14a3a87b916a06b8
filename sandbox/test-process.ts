import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

// The bundled sandbox in a child process, for restart and kill -9 tests (through tsx a start took 2–5 s).
const children: ChildProcessWithoutNullStreams[] = [];

export interface SandboxProcess {
  child: ChildProcessWithoutNullStreams;
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

export function killSandboxes() {
  for (const child of children.splice(0)) child.kill('SIGKILL');
}

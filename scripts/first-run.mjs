#!/usr/bin/env node
// CI's proof of the README's first command (issue 25): `npm run dev` on a checkout with no state folder, as a new
// user has it, until the app, the Trading API and the RPC answer; then it is stopped. Fails with the output it saw.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TIMEOUT_MS = 120_000;
const env = { ...process.env };
// A clean clone has no .sandbox-state; elsewhere a folder that does not exist yet stands in for it.
if (existsSync('.sandbox-state')) env.SANDBOX_STATE = join(mkdtempSync(join(tmpdir(), 'first-run-')), 'new', 'state');

const dev = spawn('npm', ['run', 'dev'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let output = '';
for (const stream of [dev.stdout, dev.stderr]) stream.on('data', (chunk) => (output += chunk.toString()));
let exited = false;
dev.on('exit', () => (exited = true));

async function answers(url, init) {
  try {
    return (await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

const checks = {
  app: () => answers('http://localhost:5173/'),
  'Trading API': () =>
    answers('http://127.0.0.1:8787/tokens/v2/search?query=SOL', { headers: { 'x-api-key': 'sandbox-local-key' } }),
  RPC: () =>
    answers('http://127.0.0.1:8899', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
    }),
};

const deadline = Date.now() + TIMEOUT_MS;
const pending = new Set(Object.keys(checks));
while (pending.size > 0 && !exited && Date.now() < deadline) {
  for (const name of [...pending]) if (await checks[name]()) pending.delete(name);
  if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 500));
}
// A sandbox that died leaves the app running: its exit line is the failure.
const sandboxDied = /sandbox.*exited|Error:/.test(output);
process.kill(-dev.pid, 'SIGTERM');
await new Promise((resolve) => (exited ? resolve() : dev.once('exit', resolve)));
if (pending.size > 0 || sandboxDied) {
  console.error(output);
  console.error(`first run: ${pending.size ? `no answer from ${[...pending].join(', ')}` : 'the sandbox died'}`);
  process.exit(1);
}
console.log('first run: `npm run dev` with no state folder answered on the app, the Trading API and the RPC');

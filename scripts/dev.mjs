#!/usr/bin/env node
// `npm run dev`: the sandbox and the app together, one terminal, each line prefixed with who said it.
// Ctrl-C stops both (the sandbox saves its state first). Extra arguments go to the sandbox (e.g. -- --reset).
import { spawn } from 'node:child_process';

const children = [];
let stopping = false;

function run(name, command, args, colour) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `\x1b[${colour}m${name.padEnd(7)}\x1b[0m│ `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    process.stdout.write(`${prefix}exited (${signal ?? code})\n`);
    if (!stopping && name === 'app') stop(code ?? 1);
    if (!stopping && name === 'sandbox' && code !== 0) {
      process.stdout.write(
        `${prefix}the app keeps running; it will say the service is unreachable until a sandbox runs\n`,
      );
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (alive.length === 0) process.exit(code);
  let left = alive.length;
  for (const child of alive) {
    child.once('exit', () => {
      if (--left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(code), 5000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('sandbox', process.execPath, ['scripts/sandbox.mjs', ...process.argv.slice(2)], '35');
run('app', process.execPath, ['node_modules/vite/bin/vite.js'], '36');

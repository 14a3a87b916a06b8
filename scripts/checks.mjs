// The static checks of `npm test` side by side (two cores: ESLint and tsc each keep one busy); each one's output is
// printed whole when it ends, and the run fails when any of them does.
import { spawn } from 'node:child_process';

const CHECKS = [
  ['format:check', 'prettier', ['--check', '.', '--log-level', 'warn']],
  ['lint', 'eslint', ['.', '--max-warnings', '0']],
  ['knip', 'knip', []],
  ['typecheck', 'tsc', ['-b']],
];
// Comment share of non-test code in src/ and sandbox/ (issue 26 §6): fails above 5 %.
const NODE_CHECKS = [['comment-share', 'scripts/comment-share.mjs', ['--max', '5', '--top', '5']]];

const run = ([name, bin, args]) =>
  new Promise((resolve) => {
    const started = Date.now();
    const [cmd, argv] = bin.endsWith('.mjs')
      ? [process.execPath, [bin, ...args]]
      : ['npx', ['--no-install', bin, ...args]];
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${String(code)})`} in ${seconds} s`);
      if (out.trim()) console.log(out.trimEnd());
      resolve(code === 0);
    });
  });

const results = await Promise.all([...CHECKS, ...NODE_CHECKS].map(run));
process.exit(results.every(Boolean) ? 0 : 1);

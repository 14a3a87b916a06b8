// `npm test`'s e2e step: every spec on the sandbox's own dialect and the real-dialect journeys, run two jobs at a time.
// Each job is its own network namespace, so its sandbox and preview keep the ports the build expects
// (8787/8899/8900/4173) without meeting the other job's. One at a time, with no namespace, where namespaces are refused
// or E2E_LANES=1. A job's output is printed whole when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { REAL_DIALECT_SPECS } from './real-dialect-specs.mjs';

// Rough seconds per spec on one lane (the real dialect's second), so the longest start first; unlisted: 20.
const SECONDS = {
  'limit-orders': [204, 107],
  swap: [163, 76],
  hostile: [107],
  predictions: [96, 48],
  inbox: [66],
  portfolio: [46],
  earn: [38, 20],
};
// Small specs share a job, so that a job's start (sandbox, preview, browser) is paid about once a minute.
const JOB_SECONDS = 60;

const jobArg = process.argv.indexOf('--job');
if (jobArg !== -1) process.exit(runJob(JSON.parse(process.argv[jobArg + 1])));

const lanes = laneCount();
const queue = plan();
console.log(`e2e: ${String(queue.length)} jobs, ${String(lanes)} at a time`);
const started = Date.now();
const failed = [];
await Promise.all(Array.from({ length: lanes }, lane));
console.log(`e2e wall time ${((Date.now() - started) / 60000).toFixed(1)} min`);
if (failed.length > 0) console.log(`FAILED: ${failed.join(' · ')}`);
process.exit(failed.length > 0 ? 1 : 0);

function plan() {
  const specs = readdirSync('e2e').filter((f) => f.endsWith('.spec.ts'));
  const weighed = [
    ...specs.map((f) => ({ file: `e2e/${f}`, real: false })),
    ...REAL_DIALECT_SPECS.map((file) => ({ file, real: true })),
  ]
    .map((s) => ({ ...s, seconds: SECONDS[s.file.slice(4, -8)]?.[s.real ? 1 : 0] ?? 20 }))
    .sort((a, b) => b.seconds - a.seconds);
  const jobs = [];
  for (const s of weighed) {
    const open = jobs.find((j) => j.real === s.real && j.seconds + s.seconds <= JOB_SECONDS);
    if (open) {
      open.files.push(s.file);
      open.seconds += s.seconds;
    } else jobs.push({ real: s.real, files: [s.file], seconds: s.seconds });
  }
  return jobs.map((j, i) => ({ ...j, name: `job-${String(i + 1)}${j.real ? '-real' : ''}`, isolated: lanes > 1 }));
}

function laneCount() {
  const asked = Number(process.env.E2E_LANES);
  if (asked >= 1) return asked;
  if (availableParallelism() < 2) return 1;
  const probe = spawnSync('unshare', ['--net', 'ip', 'link', 'set', 'lo', 'up'], { stdio: 'ignore' });
  return probe.status === 0 ? 2 : 1;
}

async function lane() {
  for (let job = queue.shift(); job; job = queue.shift()) {
    const t0 = Date.now();
    const args = ['scripts/e2e-lanes.mjs', '--job', JSON.stringify(job)];
    const child = job.isolated ? spawn('unshare', ['--net', 'node', ...args]) : spawn('node', args);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const code = await new Promise((resolve) => child.on('close', resolve));
    const took = `${((Date.now() - t0) / 60000).toFixed(1)} min`;
    console.log(`\n== ${job.name} (${job.files.join(' ')}): ${code === 0 ? 'passed' : 'FAILED'} in ${took}\n${out}`);
    if (code !== 0) failed.push(job.name);
  }
}

function runJob({ name, real, files, isolated }) {
  if (isolated && spawnSync('ip', ['link', 'set', 'lo', 'up']).status !== 0) return 1;
  const run = spawnSync(
    'node',
    ['scripts/run-e2e.mjs', ...(real ? ['--real'] : []), ...files, '--output', `test-results/${name}`],
    { stdio: 'inherit' },
  );
  return run.status ?? 1;
}

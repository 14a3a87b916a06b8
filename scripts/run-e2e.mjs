// Runs the Playwright suite against the production build in headless Chromium. `npm test` builds first.
// The whole suite runs in two lanes side by side (e2e/fixtures/lanes.ts): most of its time is spent waiting on the
// sandbox's clocks and keepers, not on the two cores. Given files or options, it is one plain Playwright run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

let chromium;
try {
  chromium = findChromium();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
if (!existsSync('dist/index.html')) {
  console.error('No production build in dist/: run `VITE_SANDBOX=true npx vite build` first (npm test does).');
  process.exit(1);
}
// The suite drives the Sandbox wallet, which a build leaves out unless VITE_SANDBOX=true (issue 11 §3.13).
if (!readFileSync('dist/.vite/manifest.json', 'utf8').includes('src/lib/sandbox-wallet/install.ts')) {
  console.error('dist/ was built without the Sandbox wallet: run `VITE_SANDBOX=true npx vite build` (npm test does).');
  process.exit(1);
}
const args = process.argv.slice(2);
if (args.length > 0) {
  const result = spawnSync('npx', ['playwright', 'test', ...args], {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  process.exit(result.status ?? 1);
}

/** One lane, its lines printed as they come, each tagged with the lane; resolves to whether it passed. */
const lane = (name) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['playwright', 'test'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CHROMIUM_PATH: chromium, E2E_LANE: name },
    });
    const tag = (stream, out) => {
      let rest = '';
      stream.on('data', (d) => {
        const lines = (rest + String(d)).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    };
    tag(child.stdout, process.stdout);
    tag(child.stderr, process.stderr);
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      resolve({
        name,
        ok: code === 0,
        summary: `${code === 0 ? 'ok' : `FAILED (exit ${String(code)})`} in ${seconds} s`,
      });
    });
  });

const results = await Promise.all(['a', 'b'].map(lane));
for (const r of results) console.log(`== e2e lane ${r.name}: ${r.summary}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);

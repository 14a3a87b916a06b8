// Runs the Playwright suite against the production build in headless Chromium. `npm test` builds first.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';
import { REAL_DIALECT_SPECS } from './real-dialect-specs.mjs';

let chromium;
try {
  chromium = findChromium();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
// E2E_DIST serves another build than dist/ (one built outside the e2e lock, say).
const dist = process.env.E2E_DIST ?? 'dist';
if (!existsSync(`${dist}/index.html`)) {
  console.error(`No production build in ${dist}/: run \`VITE_SANDBOX=true npx vite build\` first (npm test does).`);
  process.exit(1);
}
// The suite drives the Sandbox wallet, which a build leaves out unless VITE_SANDBOX=true (issue 11 §3.13).
if (!readFileSync(`${dist}/.vite/manifest.json`, 'utf8').includes('src/lib/sandbox-wallet/install.ts')) {
  console.error(
    `${dist}/ was built without the Sandbox wallet: run \`VITE_SANDBOX=true npx vite build\` (npm test does).`,
  );
  process.exit(1);
}
// `--real`: the journeys that prove the app against the real service's names and shapes, on a sandbox started with
// `--dialect real` (playwright.config.ts reads E2E_DIALECT). Further arguments go to Playwright as usual.
const args = process.argv.slice(2);
const real = args.includes('--real');
const rest = args.filter((a) => a !== '--real');
const files = real && !rest.some((a) => a.endsWith('.spec.ts')) ? REAL_DIALECT_SPECS : [];
if (real) console.log(`Real dialect: ${[...files, ...rest].join(' ')}`);
const result = spawnSync('npx', ['playwright', 'test', ...files, ...rest], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, ...(real ? { E2E_DIALECT: 'real' } : {}) },
});
process.exit(result.status ?? 1);

// Runs the Playwright suite against the production build in headless Chromium. `npm test` builds first.
import { spawnSync } from 'node:child_process';
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
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);

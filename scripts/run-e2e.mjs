// Runs the Playwright suite against the production build in headless Chromium. `npm test` builds first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

let chromium;
try {
  chromium = findChromium();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
if (!existsSync('dist/index.html')) {
  console.error('No production build in dist/: run `npx vite build` first (npm test does).');
  process.exit(1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);

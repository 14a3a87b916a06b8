// `npm run bench:ui`: the Swap page's UI figures against the budgets of issue 5, in headless Chromium against the
// sandbox and the production build (builds first unless --no-build). Exits non-zero when a budget is broken.
import { execSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

// The UI figures are taken with the Sandbox wallet, which a plain production build leaves out.
if (!process.argv.includes('--no-build')) {
  execSync('npx vite build --logLevel error', { stdio: 'inherit', env: { ...process.env, VITE_SANDBOX: 'true' } });
}
const chromium = findChromium();
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.bench.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
if (run.status !== 0) process.exit(run.status ?? 1);

const f = JSON.parse(readFileSync('test-results/bench-ui.json', 'utf8'));
const bundle = spawnSync('node', ['scripts/bench-bundle.mjs', '--no-build'], { encoding: 'utf8' });
const firstPage = Number(/First page: ([\d.]+) KB/.exec(bundle.stdout)?.[1] ?? NaN);
// Launch Token (issue 13): bench-bundle says whether uPlot's code is in /swap's first page ("no" is 0).
const chartInFirstPage =
  { no: 0, yes: 1 }[/Chart code \(uPlot\) in the first page: (\w+)/.exec(bundle.stdout)?.[1]] ?? NaN;

const rows = [
  ['order requests after typing "12.5"', f.ordersWhileTyping, '', (v) => v === 1, '= 1'],
  ['order response → quote on screen (median)', f.quoteOnScreenMedianMs, 'ms', (v) => v <= 50, '≤ 50 ms'],
  ['order response → quote on screen (max)', f.quoteOnScreenMaxMs, 'ms', (v) => v <= 50, '≤ 50 ms'],
  ['token picker: longest task while typing', f.pickerLongestTaskMs, 'ms', (v) => v <= 50, '≤ 50 ms'],
  ['token picker: rows rendered', f.pickerRenderedRows, '', (v) => v <= 60, `≤ 60 of ${String(f.pickerTotalRows)}`],
  ['initial JavaScript for /swap (gzip)', firstPage, 'KB', (v) => v <= 260, '≤ 260 KB'],
  // --- Launch Token (issue 13) ---
  ['launch simulator: longest task while typing', f.simulatorLongestTaskMs, 'ms', (v) => v <= 50, '≤ 50 ms'],
  [
    'launch simulator: recomputes per keystroke',
    f.simulatorUpdates,
    '',
    (v) => v === f.simulatorKeystrokes,
    `= ${String(f.simulatorKeystrokes)} keystrokes`,
  ],
  ['chart code (uPlot) in /swap first page', chartInFirstPage, '', (v) => v === 0, '= 0 (no)'],
  // --- end Launch Token ---
  // Limit orders (issue 12): the order history of 1,000 orders.
  ['limit history (1,000 orders): longest task', f.limitHistoryLongestTaskMs, 'ms', (v) => v <= 50, '≤ 50 ms'],
  ['limit history: rows rendered', f.limitHistoryRenderedRows, '', (v) => v <= 40, '≤ 40 of 1000'],
];
// Predictions (issue 14): the events list over 1,000 events.
rows.push(
  ['predictions: longest task, filter + scroll', f.predictionsLongestTaskMs, 'ms', (v) => v <= 50, '≤ 50 ms'],
  ['predictions: event rows rendered', f.predictionsRenderedRows, '', (v) => v <= 30, '≤ 30 of 1,000'],
);
let broken = 0;
console.log('\nUI benchmark (budgets from issue 5)\n');
for (const [name, value, unit, ok, budget] of rows) {
  const pass = Number.isFinite(value) && ok(value);
  if (!pass) broken++;
  console.log(
    `${pass ? 'ok  ' : 'FAIL'}  ${name.padEnd(44)} ${Number(value).toFixed(1).padStart(8)} ${unit.padEnd(3)} budget ${budget}`,
  );
}
console.log(broken ? `\n${String(broken)} budget(s) broken` : '\nAll budgets met');
process.exit(broken ? 1 : 0);

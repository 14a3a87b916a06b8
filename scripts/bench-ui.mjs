// `npm run bench:ui`: the Swap page's UI figures (issue 5) and Lighthouse on every page (issue 15) against their
// budgets, in headless Chromium against the sandbox and the production build (builds first unless --no-build).
// Exits non-zero when a budget is broken. `-- --grep Lighthouse` runs only Lighthouse (the UI rows then read n/a).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

// The UI figures are taken with the Sandbox wallet, which a plain production build leaves out.
if (!process.argv.includes('--no-build')) {
  const out = process.env.E2E_DIST ? ` --outDir ${process.env.E2E_DIST} --emptyOutDir` : '';
  execSync(`npx vite build --logLevel error${out}`, {
    stdio: 'inherit',
    env: { ...process.env, VITE_SANDBOX: 'true' },
  });
}
const chromium = findChromium();
// Figures of an earlier run never stand in for this one's.
for (const file of [
  'test-results/bench-ui.json',
  'test-results/bench-lighthouse.json',
  'test-results/bench-portfolio.json',
  'test-results/bench-phone.json',
  'test-results/bench-bigwallet.json',
]) {
  rmSync(file, { force: true });
}
const extra = process.argv.slice(2).filter((a) => a !== '--no-build');
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.bench.config.ts', ...extra], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
if (run.status !== 0) process.exit(run.status ?? 1);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
const f = readJson('test-results/bench-ui.json');
const lighthouse = readJson('test-results/bench-lighthouse.json');
const portfolio = readJson('test-results/bench-portfolio.json');
const phone = readJson('test-results/bench-phone.json');
// E2E_DIST: the build the run served (playwright.config.ts), which the bundle figures must be read from too.
const bundle = spawnSync('node', ['scripts/bench-bundle.mjs', '--no-build'], {
  encoding: 'utf8',
  env: { ...process.env, ...(process.env.E2E_DIST ? { BENCH_DIST: process.env.E2E_DIST } : {}) },
});
const firstPage = Number(/^\s+swap\s+([\d.]+) KB/m.exec(bundle.stdout)?.[1] ?? NaN);
// Launch Token (issue 13): bench-bundle says whether uPlot's code is in /swap's first page ("no" is 0).
const chartInFirstPage =
  { no: 0, yes: 1 }[/Chart code \(uPlot\) in the first page: (\w+)/.exec(bundle.stdout)?.[1]] ?? NaN;

const rows = [
  ['order requests after typing "12.5"', f.ordersWhileTyping, '', (v) => v === 1, '= 1'],
  ['order response → quote on screen (median)', f.quoteOnScreenMedianMs, 'ms', (v) => v <= 50, '≤ 50 ms'],
  ['order response → quote on screen (max)', f.quoteOnScreenMaxMs, 'ms', (v) => v <= 50, '≤ 50 ms'],
  ['token picker: longest task while typing', f.pickerLongestTaskMs, 'ms', (v) => v <= 50, '≤ 50 ms'],
  ['token picker: rows rendered', f.pickerRenderedRows, '', (v) => v <= 60, `≤ 60 of ${String(f.pickerTotalRows)}`],
  ['initial JavaScript for /swap (gzip)', firstPage, 'KB', (v) => v <= 150, '≤ 150 KB'],
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
// Portfolio (issue 27): 500 wallet tokens and 50 positions.
rows.push([
  'portfolio (500 tokens, 50 positions): longest task',
  portfolio.portfolioLongestTaskMs,
  'ms',
  (v) => v <= 50,
  '≤ 50 ms',
]);
// Issue 30, a big wallet (sandbox seed/big-wallet) under the mobile profile: each page and the wallet menu.
const big = readJson('test-results/bench-bigwallet.json');
for (const [name, ms] of Object.entries(big.longestTaskMs ?? {})) {
  rows.push([`big wallet: ${name}, longest task`, ms, 'ms', (v) => v <= 50, '≤ 50 ms']);
}
for (const [name, ms] of Object.entries(big.firstRowMs ?? {})) {
  rows.push([`big wallet: ${name}, first list row after navigation`, ms ?? NaN, 'ms', (v) => v <= 1000, '≤ 1000 ms']);
}
// Issue 30, under Lighthouse's mobile profile (4× CPU, 1.6 Mbps, 150 ms RTT), median of 3 fresh runs. One row a
// figure: a new page or interaction in bench/phone.bench.ts or bench/interactions.ts appears here by itself.
for (const [page, ms] of Object.entries(phone.usableMs ?? {})) {
  rows.push([`usable: ${page}'s main control takes input`, ms, 'ms', (v) => v <= 1600, '≤ 1600 ms']);
}
rows.push(
  ['quote: last keystroke of "12.5" → on screen', phone.quote?.lastKeyToQuoteMs, 'ms', (v) => v <= 400, '≤ 400 ms'],
  ['quote: JS fetched before it (gzip)', phone.quote?.jsBeforeQuoteKb, 'KB', (v) => v <= 150, '≤ 150 KB'],
);
for (const [name, ms] of Object.entries(phone.interactionMs ?? {})) {
  rows.push([`interaction (4× CPU): ${name}`, ms, 'ms', (v) => v <= 50, '≤ 50 ms']);
}
// Lighthouse, mobile preset (issue 15); LCP and TBT are printed, the scores are the budgets.
for (const [path, r] of Object.entries(lighthouse)) {
  rows.push(
    [`Lighthouse ${path}: Performance`, r.performance, '', (v) => v >= 95, '≥ 95'],
    [`Lighthouse ${path}: Accessibility`, r.accessibility, '', (v) => v === 100, '= 100'],
    [`Lighthouse ${path}: Best Practices`, r.bestPractices, '', (v) => v >= 95, '≥ 95'],
    [`Lighthouse ${path}: LCP`, r.lcpMs, 'ms', () => true, '(printed)'],
    [`Lighthouse ${path}: TBT`, r.tbtMs, 'ms', () => true, '(printed)'],
    [
      `Lighthouse ${path}: CPU slowdown (host index ${String(Math.round(r.benchmarkIndex))})`,
      r.cpuSlowdown,
      '×',
      () => true,
      '(printed)',
    ],
  );
}
const only = extra.length > 0;
// A whole run without Lighthouse figures is a broken run; a --grep that left it out is not.
if (Object.keys(lighthouse).length === 0) rows.push(['Lighthouse', only ? undefined : NaN, '', () => false, 'a run']);
let broken = 0;
console.log('\nUI benchmark (budgets from issues 5, 15 and 30)\n');
for (const [name, value, unit, ok, budget] of rows) {
  // With a --grep, figures of the benches that did not run are not counted (they are printed as n/a).
  if (only && value === undefined) {
    console.log(`n/a   ${name}`);
    continue;
  }
  const pass = Number.isFinite(value) && ok(value);
  if (!pass) broken++;
  console.log(
    `${pass ? 'ok  ' : 'FAIL'}  ${name.padEnd(56)} ${Number(value).toFixed(1).padStart(8)} ${unit.padEnd(3)} budget ${budget}`,
  );
}
console.log(broken ? `\n${String(broken)} budget(s) broken` : '\nAll budgets met');
process.exit(broken ? 1 : 0);

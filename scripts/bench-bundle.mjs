// Prints the gzip size of the JavaScript each page loads before it can render (the entry chunk and its boot stages,
// the page's route chunk, and everything they import statically), and exits non-zero when any page's exceeds the budget. The wallet
// stack (web3.js, wallet adapter) is not in it: it loads after the first paint (docs/architecture.md "What loads when").
// Usage: npm run bench:bundle  (builds first unless --no-build is given)
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const FIRST_PAGE = 'swap';
const DIST = process.env.BENCH_DIST ?? 'dist';

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel error', { stdio: 'inherit' });

/** @type {Record<string, {file: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean, isDynamicEntry?: boolean}>} */
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const gzipKb = new Map();
const sizeOf = (file) => {
  if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024);
  return gzipKb.get(file);
};

/** Every chunk `key` pulls in through static imports, itself included. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
const pages = Object.keys(manifest).filter((k) => k.startsWith('src/app/routes/'));
// main.tsx imports the app in stages (dynamic imports, one task each), all before the first render; a page's API
// (app/page-api.ts) counts with its page.
const boot = () => {
  const seen = closure(entryKey);
  for (const stage of manifest[entryKey].dynamicImports ?? []) if (!stage.startsWith('src/api/')) closure(stage, seen);
  return seen;
};

const rows = pages.map((page) => {
  const chunks = closure(page, boot());
  const kb = [...chunks].reduce((sum, k) => sum + sizeOf(manifest[k].file), 0);
  return { page: page.replace('src/app/routes/', '').replace('.tsx', ''), kb, chunks: chunks.size };
});
rows.sort((a, b) => a.page.localeCompare(b.page));

console.log(`Initial JavaScript per page (gzip -9), budget ${BUDGET_KB} KB each`);
for (const r of rows) {
  const mark = r.kb <= BUDGET_KB ? '' : '  OVER';
  console.log(`  ${r.page.padEnd(14)} ${r.kb.toFixed(1).padStart(7)} KB  (${r.chunks} chunks)${mark}`);
}
if (!rows.some((r) => r.page === FIRST_PAGE)) throw new Error(`No route chunk for ${FIRST_PAGE}`);
const over = rows.filter((r) => r.kb > BUDGET_KB);
console.log(
  over.length === 0
    ? `Every page within its budget (${BUDGET_KB} KB).`
    : `Over budget: ${over.map((r) => r.page).join(', ')}.`,
);

// --- Launch Token (issue 13): the simulator's chart library (uPlot) loads only when the simulator shows. ---
// Its code is recognised by its own class name; the check must find it in some chunk, or it proves nothing.
const UPLOT_MARKER = 'u-over';
const hasChart = (key) =>
  manifest[key].file.endsWith('.js') && readFileSync(join(DIST, manifest[key].file), 'utf8').includes(UPLOT_MARKER);
const chartChunks = Object.keys(manifest).filter(hasChart);
const swapFirst = [...closure(`src/app/routes/${FIRST_PAGE}.tsx`, closure(entryKey))];
const chartUpFront = swapFirst.filter(hasChart);
const chartOk = chartChunks.length > 0 && chartUpFront.length === 0;
console.log(
  chartChunks.length === 0
    ? 'Chart code (uPlot) in the first page: unknown, no chunk holds it (the marker changed?)'
    : `Chart code (uPlot) in the first page: ${chartUpFront.length === 0 ? 'no' : `yes (${chartUpFront.join(', ')})`}`,
);
// --- end Launch Token block ---

process.exit(over.length === 0 && chartOk ? 0 : 1);

// `npm run sandbox`: runs sandbox/main.ts from a bundle that esbuild rebuilds (in ~0.4 s) whenever one of its sources
// changed. Loading ~200 TypeScript modules through tsx's loader cost ~0.45 s of every start, which the restart budget
// (≤ 1 s, shared/design/sandbox.md) cannot afford. Flags pass through unchanged (`npm run sandbox -- --help`).
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// One bundle per checkout: git worktrees may share one node_modules, and another tree's newer bundle is not fresh.
const TREE = createHash('sha1').update(ROOT).digest('hex').slice(0, 8);
const OUT_DIR = join(ROOT, 'node_modules', '.cache', `sandbox-${TREE}`);
const BUNDLE = join(OUT_DIR, 'main.mjs');
const INPUTS = join(OUT_DIR, 'inputs.json');

/** The bundle is stale when it is missing or any source it was built from changed after it. */
function stale() {
  if (!existsSync(BUNDLE) || !existsSync(INPUTS)) return true;
  const built = statSync(BUNDLE).mtimeMs;
  const inputs = JSON.parse(readFileSync(INPUTS, 'utf8'));
  return inputs.some((file) => !existsSync(join(ROOT, file)) || statSync(join(ROOT, file)).mtimeMs > built);
}

if (stale()) {
  mkdirSync(OUT_DIR, { recursive: true });
  // Written beside and renamed over, so a sandbox starting at the same moment never loads half a file.
  const temp = `${BUNDLE}.${String(process.pid)}.tmp`;
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['sandbox/main.ts'],
    outfile: temp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies stay in node_modules (litesvm is native); only the project's own TypeScript is bundled.
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(INPUTS, JSON.stringify(Object.keys(result.metafile.inputs)));
  renameSync(temp, BUNDLE);
}

await import(pathToFileURL(BUNDLE).href);

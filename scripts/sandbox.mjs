// `npm run sandbox`: runs sandbox/main.ts from a bundle that esbuild rebuilds (in ~1 s) whenever one of its sources
// changed. Loading ~200 TypeScript modules through tsx's loader cost ~0.45 s of every start, and resolving ~450
// dependency modules one by one through Node's ESM loader ~0.4 s more, which the restart budget (≤ 1 s,
// shared/design/sandbox.md) cannot afford: dependencies are bundled too, but for native ones.
// Flags pass through unchanged (`npm run sandbox -- --help`).
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
  return inputs.some((file) => (statSync(join(ROOT, file), { throwIfNoEntry: false })?.mtimeMs ?? Infinity) > built);
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
    // Native addons (and the optional ones ws and bigint-buffer probe for) load from node_modules.
    external: ['litesvm-*', 'bigint-buffer', 'bufferutil', 'utf-8-validate'],
    // Bundled CommonJS dependencies `require` Node's built-ins.
    banner: {
      js: "import { createRequire as __sandboxRequire } from 'node:module'; const require = __sandboxRequire(import.meta.url);",
    },
    // ESM builds where a package has one (they tree-shake), and no whitespace: Node decodes and parses every byte of
    // the bundle on each start. Names stay, so stack traces still say where.
    mainFields: ['main', 'module'],
    minifyWhitespace: true,
    metafile: true,
    logLevel: 'warning',
  });
  // A dependency's files keep the mtime npm packs them with; an install rewrites npm's lockfiles instead.
  const own = Object.keys(result.metafile.inputs).filter((file) => !file.split('/').includes('node_modules'));
  writeFileSync(INPUTS, JSON.stringify([...own, 'package-lock.json', 'node_modules/.package-lock.json']));
  renameSync(temp, BUNDLE);
}

await import(pathToFileURL(BUNDLE).href);

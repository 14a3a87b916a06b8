// `npm run sandbox`: runs sandbox/main.ts from a bundle esbuild rebuilds when a source changed, dependencies included
// (tsx and Node's ESM resolution cost ~0.85 s of each start against a 1 s restart budget). CommonJS, for V8's code
// cache, which Node 20 keeps for no ES module; sandbox/README.md has the figures. Flags pass through.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// One bundle per checkout: git worktrees may share one node_modules, and another tree's newer bundle is not fresh.
const TREE = createHash('sha1').update(ROOT).digest('hex').slice(0, 8);
const OUT_DIR = join(ROOT, 'node_modules', '.cache', `sandbox-${TREE}`);
const BUNDLE = join(OUT_DIR, 'main.cjs');
const CODE_CACHE = join(OUT_DIR, 'main.cjs.v8cache');
const INPUTS = join(OUT_DIR, 'inputs.json');
/** After this long running, the functions the start compiled go into the code cache (when it had none). */
const CACHE_AFTER_MS = 3_000;

/** The bundle is stale when it is missing or any source it was built from changed after it. */
function stale() {
  if (!existsSync(BUNDLE) || !existsSync(INPUTS)) return true;
  const built = statSync(BUNDLE).mtimeMs;
  const inputs = JSON.parse(readFileSync(INPUTS, 'utf8'));
  return inputs.some((file) => (statSync(join(ROOT, file), { throwIfNoEntry: false })?.mtimeMs ?? Infinity) > built);
}

/** Written beside and renamed over, so a sandbox starting at the same moment never reads half a file. */
function writeAtomically(path, data) {
  const temp = `${path}.${String(process.pid)}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, path);
}

if (stale()) {
  mkdirSync(OUT_DIR, { recursive: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['sandbox/main.ts'],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // Native addons (and the optional ones ws and bigint-buffer probe for) load from node_modules.
    external: ['litesvm-*', 'bigint-buffer', 'bufferutil', 'utf-8-validate'],
    // No whitespace: Node decodes every byte of the bundle on each start. Names stay, so stack traces say where.
    minifyWhitespace: true,
    metafile: true,
    logLevel: 'warning',
  });
  rmSync(CODE_CACHE, { force: true });
  writeAtomically(BUNDLE, result.outputFiles[0].contents);
  // A dependency's files keep the mtime npm packs them with; an install rewrites npm's lockfiles instead.
  const own = Object.keys(result.metafile.inputs).filter((file) => !file.split('/').includes('node_modules'));
  writeFileSync(INPUTS, JSON.stringify([...own, 'package-lock.json', 'node_modules/.package-lock.json']));
}

const source = readFileSync(BUNDLE, 'utf8');
const cachedData = existsSync(CODE_CACHE) ? readFileSync(CODE_CACHE) : undefined;
const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
  filename: BUNDLE,
  cachedData,
});
if (!cachedData || script.cachedDataRejected) {
  // The cache of another Node version (or of an older bundle) is rejected: written again once this start is over.
  setTimeout(() => {
    try {
      writeAtomically(CODE_CACHE, script.createCachedData());
    } catch {
      // A read-only cache folder only costs the next start the compile.
    }
  }, CACHE_AFTER_MS).unref();
}
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(BUNDLE), module, BUNDLE, OUT_DIR);

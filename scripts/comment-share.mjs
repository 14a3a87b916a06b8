// Share of comment lines in non-test code, for src/ and sandbox/ (issue 26 §6): the codebases we learn from keep 1–4 %.
// The share is of non-blank lines. Usage: node scripts/comment-share.mjs [--max 5] [--only src|sandbox] [--top 10]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    max: { type: 'string', default: '5' },
    only: { type: 'string' },
    top: { type: 'string', default: '10' },
  },
});
const max = Number(values.max);
const roots = values.only ? [values.only] : ['src', 'sandbox'];
const root = join(import.meta.dirname, '..');

const CODE = /\.(ts|tsx|mjs)$/;
const TEST = /(\.test\.|test-kit\.|\.d\.ts$)/;
const SKIP_DIRS = new Set(['fixtures', 'node_modules']);
const COMMENT = /^(\/\/|\/\*|\*|\{\/\*)/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && relative(root, path) !== join('src', 'test')) yield* files(path);
    } else if (CODE.test(entry.name) && !TEST.test(entry.name)) yield path;
  }
}

let failed = false;
for (const name of roots) {
  let lines = 0;
  let comments = 0;
  const perFile = [];
  for (const path of files(join(root, name))) {
    const text = readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
    const count = text.filter((line) => COMMENT.test(line.trim())).length;
    lines += text.length;
    comments += count;
    perFile.push([relative(root, path), count, text.length]);
  }
  const share = (100 * comments) / lines;
  const over = share > max;
  failed ||= over;
  console.log(
    `${name}/: ${share.toFixed(1)} % comment lines (${comments} of ${lines} non-blank lines in ${perFile.length} files)` +
      `${over ? ` — above ${max} %` : ''}`,
  );
  perFile.sort((a, b) => b[1] - a[1]);
  for (const [path, count, total] of perFile.slice(0, Number(values.top))) {
    console.log(`  ${String(count).padStart(4)}  ${path} (${((100 * count) / total).toFixed(0)} %)`);
  }
}
process.exit(failed ? 1 : 0);

// The npm registry mirror of this workplace serves only Linux builds of native packages, so `npm install` leaves the
// other platforms' optional bindings (darwin, win32, …) out of package-lock.json, and `npm ci` then refuses the lock
// as out of sync. This adds each missing optional binding as a platform-restricted entry that npm ci skips on
// platforms it does not match. Run it after `npm install` changes the lock: node scripts/fix-lock-optional.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  loong64: 'loong64',
  wasm32: 'wasm32',
  arm: 'arm',
};

/** os / cpu / libc from a binding's name, e.g. `@x/binding-linux-arm64-musl`. */
function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.find((t) => OS.includes(t));
  const cpuToken = tokens.find((t) => t in CPU);
  const libc = tokens.some((t) => t.startsWith('musl'))
    ? 'musl'
    : tokens.includes('gnu') || tokens.some((t) => t.startsWith('gnueabi'))
      ? 'glibc'
      : undefined;
  return { os, cpu: cpuToken && CPU[cpuToken], libc };
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (packages[nested] || packages[top]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform binding: leave it to npm
    const entry = { version: range.replace(/^[\^~=]/, ''), optional: true };
    if (os) entry.os = [os];
    if (cpu) entry.cpu = [cpu];
    if (libc) entry.libc = [libc];
    packages[top] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform-only optional entries added`);

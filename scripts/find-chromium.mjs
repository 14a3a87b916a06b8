// Finds a Chromium for Playwright (it cannot download its own browser here): CHROMIUM_PATH, then the usual Debian
// paths; installs Debian's `chromium` when running as root with apt-get, and otherwise says exactly what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/snap/bin/chromium'];

function found() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
  }
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

function canInstall() {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
  } catch {
    return false;
  }
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function findChromium() {
  const path = found();
  if (path) return path;
  if (canInstall()) {
    console.log('No Chromium found: installing Debian’s chromium (apt-get install -y chromium)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    const installed = found();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChromium());
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { firstPaint } from './scripts/first-paint.mjs';
import { pifeWrappers } from './scripts/pife-wrappers.mjs';
import { sandboxFlag } from './scripts/sandbox-flag.mjs';
import { readHeadersFile, securityHeadersPlugin } from './scripts/security-headers.mjs';

/** Test files that assert wall-clock budgets (see `test.projects`). */
const TIMED = ['src/components/token/token-ranking.test.ts'];

const root = dirname(fileURLToPath(import.meta.url));
// src/config/routes.ts paths → src/app/routes/ modules ('/' redirects to Swap).
const PAGES = {
  '/': 'swap',
  '/swap': 'swap',
  '/limit-orders': 'limit-orders',
  '/launch': 'launch-token',
  '/invites': 'send-invites',
  '/invites/claim': 'send-invites',
  '/earn': 'earn-borrow',
  '/predictions': 'predictions',
  '/predictions/leaderboard': 'predictions-leaderboard',
  '/portfolio': 'portfolio',
};
// The real Mobile Wallet Adapter, resolved from where the wallet adapter installs it; see mobile-wallet-adapter-lazy.ts.
const adapterRequire = createRequire(createRequire(import.meta.url).resolve('@solana/wallet-adapter-react'));
const mwaReal = join(
  dirname(adapterRequire.resolve('@solana-mobile/wallet-adapter-mobile')),
  '..',
  'esm',
  'index.browser.js',
);

const CORE =
  /[\\/]src[\\/](utils|stores|hooks[\\/](wallet|use-api-client|use-now|use-explorer-link|use-wallet-balances|tx[\\/]use-tracker-deps)|lib[\\/](lazy-web3|explorer|tx[\\/]tracking)\.|components[\\/](ui[\\/](button|card|dialog|icons|notice|field|error-boundary)|page[\\/](page-header|header-panel-button|lazy-part))\.)/;
// main.tsx's boot stages (dynamic imports, so without static importers).
const BOOT = /[\\/]src[\\/](app[\\/]app\.tsx|config[\\/]env\.ts)$/;
const ROUTE = /[\\/]src[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/;
// The shell's inbox watcher loads on every page: what it shares with a page goes in that page's `-reads` chunk, not in
// its `-page` chunk, or the watcher would load every page's (issue 30).
const SHELL_LAZY = /[\\/]src[\\/]features[\\/]inbox[\\/]components[\\/]inbox-watcher\.tsx$/;
const FORM_KIT: [string, RegExp][] = [
  [
    'tx-action',
    /[\\/]src[\\/](components[\\/]tx[\\/]tx-progress|hooks[\\/]tx[\\/]use-(tx-action|execute-transaction))\.tsx?$/,
  ],
  [
    'form-parts',
    /[\\/]src[\\/](components[\\/](ui[\\/]choice-chips|wallet[\\/]wallet-action)|hooks[\\/]form[\\/]parse-form)\.tsx?$/,
  ],
];
type ModuleInfoOf = (id: string) => { importers: readonly string[]; isEntry: boolean } | null;
/** `<route>-page` (`-reads` if the inbox watcher reaches it too) when in one route's static imports only, else null. */
function onePageOnly(id: string, info: ModuleInfoOf): string | null {
  // The wire codecs import each other across pages and lazy parts: split by page, core would import a page chunk.
  if (!id.includes(`${root}/src/`) || ROUTE.test(id) || id.includes('/src/utils/solana-wire/')) return null;
  const routes = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  let watched = false;
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const module = info(next);
    if (module?.isEntry || BOOT.test(next)) return null;
    watched ||= SHELL_LAZY.test(next);
    for (const importer of module?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      const route = ROUTE.exec(importer)?.[1];
      if (route) routes.add(route);
      else queue.push(importer);
    }
  }
  const [only] = routes;
  return routes.size === 1 && only ? `${only}-${watched ? 'reads' : 'page'}` : null;
}

/**
 * Which first loads import the module by static imports: 'boot' when the entry or one of its boot stages does (every
 * page's), else the routes that do. What only lazy parts import is in none.
 */
function firstLoads(id: string, info: ModuleInfoOf): 'boot' | Set<string> {
  const routes = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const module = info(next);
    if (!module || module.isEntry || BOOT.test(next)) return 'boot';
    const route = ROUTE.exec(next)?.[1];
    if (route) {
      routes.add(route);
      continue;
    }
    for (const importer of module.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return routes;
}

const atFirstLoad = (id: string, info: ModuleInfoOf) => {
  const loads = firstLoads(id, info);
  return loads === 'boot' || loads.size > 0;
};

function sharedByPages(id: string, info: ModuleInfoOf): boolean {
  if (!id.includes(`${root}/src/`) || ROUTE.test(id)) return false;
  const loads = firstLoads(id, info);
  return loads !== 'boot' && loads.size > 1;
}

export default defineConfig(({ command, mode }) => ({
  // After firstPaint: the policy hashes the inline script and stylesheet it writes (docs/deploy.md).
  plugins: [
    react(),
    tailwindcss(),
    firstPaint(PAGES),
    securityHeadersPlugin(loadEnv(mode, root, ['VITE_', 'CSP_'])),
    pifeWrappers(),
  ],
  // One value for the whole build, so `!== 'false'` checks fold and a build without it emits no wallet chunk.
  define: {
    'import.meta.env.VITE_SANDBOX': JSON.stringify(sandboxFlag(command, loadEnv(mode, root, 'VITE_').VITE_SANDBOX)),
  },
  resolve: {
    alias: [
      {
        find: /^@solana-mobile\/wallet-adapter-mobile$/,
        replacement: join(root, 'src/lib/mobile-wallet-adapter-lazy.ts'),
      },
      { find: /^mwa-real$/, replacement: mwaReal },
    ],
  },
  server: { port: 5173, strictPort: true },
  // The headers the build wrote for deployment, so the preview (and the e2e suite) runs under them.
  preview: {
    port: 4173,
    strictPort: true,
    host: '127.0.0.1',
    headers: readHeadersFile(resolve(root, process.env.E2E_DIST ?? 'dist', '_headers')),
  },
  // The manifest lets scripts/bench-bundle.mjs follow each page's static imports.
  build: {
    target: 'es2022',
    // Not served to users (issue 24): the built code is what runs, and no one needs its sources to use it.
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1000,
    // scripts/first-paint.mjs preloads all that main.tsx imports; every targeted browser knows modulepreload. The
    // inbox watcher's ~37 chunks come through the module graph: 37 preload links in one task cost 70-120 ms at 4×.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostId, hostType }) =>
        hostType === 'js' && (hostId.startsWith('assets/main-') || file.startsWith('assets/inbox-watcher-'))
          ? []
          : deps,
    },
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/main-[hash].js',
        // Every page's first load needs these libraries: one chunk, not a handful of small ones each paying gzip's
        // start-up cost (docs/architecture.md "What loads when"). web3.js and the wallet adapter stay out of it.
        codeSplitting: {
          groups: [
            {
              // What the entry and its first stage (the shared schemas) need: evaluated before React has come (issue 30).
              name: 'early',
              test: /node_modules[\\/]zod(?![\\/]v4[\\/]locales)[\\/]|vite[\\/]preload-helper/,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query)|zustand)[\\/]|[\\/]src[\\/]lib[\\/]router\.tsx/,
            },
            {
              // The API's shared schemas, the config and the early reads: most of the zod schemas built when the app
              // starts, in a chunk main.tsx evaluates in a task of its own.
              name: 'schemas',
              test: /[\\/]src[\\/](config[\\/]|api[\\/](http|errors|common|endpoint|wire-key|early-read)\.|app[\\/]early-reads\.|lib[\\/]tx[\\/]record\.|stores[\\/]settings-schema\.)/,
            },
            {
              // The token amount input and what it reads (Swap's and Send Invites' first load): one chunk, not six.
              name: 'token-input',
              test: /[\\/]src[\\/](components[\\/]token[\\/](token-amount-input|token-logo|token-button|spendable)|hooks[\\/](use-token-balance|use-token-infos)|lib[\\/]token-info|api[\\/]tokens[\\/])/,
              includeDependenciesRecursively: false,
            },
            {
              // Form pieces that the same pages' first loads take together (Swap, Limit Orders, Launch and Send Invites in
              // some mix) and Earn's deposit form all takes: a request each was three round trips of a phone's six
              // connections on Earn's tap, and a page's first load lost up to six requests (issue 30).
              name: (id) => FORM_KIT.find(([, test]) => test.test(id))?.[0] ?? null,
              includeDependenciesRecursively: false,
            },
            {
              // Earn's write path (its hook, statement, maths), which its deposit form, Borrow's statement and the
              // portfolio load on intent: one request, not three (issue 30).
              name: 'earn-write',
              test: /[\\/]src[\\/]features[\\/]earn-borrow[\\/](hooks[\\/]use-earn-write|utils[\\/]earn-(statement|math))\./,
              includeDependenciesRecursively: false,
            },
            {
              // What two or more pages' first loads share: 8-13 chunks of 0.1-1.5 KB a page, each waiting for one of a
              // phone's six HTTP/1.1 connections (issue 30). Pages get a few KB they do not use.
              name: (id, ctx) => (sharedByPages(id, (m) => ctx.getModuleInfo(m)) ? 'page-kit' : null),
              includeDependenciesRecursively: false,
            },
            {
              // What only one page's first load needs (its hooks, components and queries, split apart because lazy
              // parts share them): one chunk per page, as each chunk costs the page a request to start (issue 15).
              name: (id, ctx) => onePageOnly(id, (m) => ctx.getModuleInfo(m)),
              includeDependenciesRecursively: false,
            },
            {
              // The app's own small modules every page loads (stores, utils, the wallet hooks, UI atoms): one chunk too.
              name: (id, ctx) => (CORE.test(id) && atFirstLoad(id, (m) => ctx.getModuleInfo(m)) ? 'core' : null),
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Two cores, two workers: vitest's default leaves one core to itself, and many files wait on child processes,
    // sockets or the sandbox's slots rather than the CPU.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
          exclude: [...configDefaults.exclude, ...TIMED],
        },
      },
      // Without isolation a worker imports litesvm, web3.js and the sandbox's ~200 modules once, not once per file
      // (~2–3 s a file on a busy host). Safe because no sandbox test mocks a module and each file closes the
      // sandboxes it opened (sandbox/test-setup.ts).
      {
        extends: true,
        test: {
          name: 'sandbox',
          include: ['sandbox/**/*.test.ts'],
          isolate: false,
          setupFiles: ['./sandbox/test-setup.ts'],
        },
      },
      // A file asserting wall-clock budgets runs alone, after the others, so no second worker takes its core.
      { extends: true, test: { name: 'timed', include: TIMED, maxWorkers: 1 } },
    ],
  },
}));

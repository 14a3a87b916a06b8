import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// BENCH_SERVER_NICE=0 on a host loaded by others: at 19 their sessions starve the servers (minutes for one page).
const NICE = Number(process.env.BENCH_SERVER_NICE ?? 19);
const servers = Array.isArray(base.webServer) ? base.webServer : base.webServer ? [base.webServer] : [];

/** `npm run bench:ui`: the UI figures, in the same Chromium against the same sandbox and build as the e2e suite. */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  // The UI budgets time single tasks: they run on a rested host, before Lighthouse's seven minutes of full load (after
  // them, one task of the 1,000-order history read 52–58 ms in two runs of two; alone, none over 50 ms).
  projects: [
    { name: 'ui', testMatch: 'ui.bench.ts' },
    // Issue 30: when each page takes input, the quote after typing, and every main interaction, as a phone would.
    { name: 'phone', testMatch: 'phone.bench.ts' },
    { name: 'portfolio', testMatch: 'portfolio.bench.ts' },
    // Issue 30: a wallet with a year of history (sandbox seed/big-wallet) on every page and in the wallet menu.
    { name: 'bigwallet', testMatch: 'bigwallet.bench.ts' },
    { name: 'lighthouse', testMatch: 'lighthouse.bench.ts' },
  ],
  outputDir: './test-results/bench',
  timeout: 60_000,
  // Tracing snapshots the DOM on the page's thread at every action: Playwright's work, counted as the app's long tasks.
  use: { ...base.use, trace: 'off' },
  // On two cores the servers would take CPU from the page under test; a phone does not run the service. Each server
  // is a session of its own, where only the autogroup's nice weighs against Chromium's sessions (sched(7)).
  webServer: servers.map((server) => ({
    ...server,
    command: `sh -c 'echo ${NICE} > /proc/self/autogroup 2>/dev/null; exec nice -n ${NICE} ${server.command}'`,
  })),
});

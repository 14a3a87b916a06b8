import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `npm run bench:ui`: the UI figures, in the same Chromium against the same sandbox and build as the e2e suite. */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  outputDir: './test-results/bench',
  timeout: 60_000,
  // Tracing snapshots the DOM on the page's thread at every action: Playwright's work, counted as the app's long tasks.
  use: { ...base.use, trace: 'off' },
});

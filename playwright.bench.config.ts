import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `npm run bench:ui`: the UI figures, in the same Chromium against the same sandbox and build as the e2e suite. */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  outputDir: './test-results/bench',
  timeout: 60_000,
});

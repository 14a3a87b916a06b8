import { defineConfig } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 4173;
// E2E_DIALECT=real runs the suite against a sandbox speaking the real service's names and shapes (sandbox/README.md).
const DIALECT = process.env.E2E_DIALECT === 'real' ? ' --dialect real' : '';

// Chromium's background services reach for the network, which this machine refuses (docs/architecture.md). New
// headless Chromium also builds its own omnibox popup (a WebUI page, ~1 s of CPU) for every new window.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,WebUIToolbar,PreloadTopChromeWebUI',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Ceilings, not waits: two jobs share two cores in `npm test` (scripts/e2e-lanes.mjs), and the check before the
  // wallet reads the chain several times.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    // No toast mid-fade when axe judges contrast (Sonner, like the app, drops its motion for this preference).
    reducedMotion: 'reduce',
    // CI keeps only its printed log: recording a trace of every test there costs time and is never read.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  // e2e/phone.spec.ts runs only as a phone held in one hand (touch, 390 × 844, the viewport meta honoured), and the
  // other specs only on the desktop.
  projects: [
    { name: 'desktop', testIgnore: /phone\.spec\.ts$/ },
    {
      name: 'phone',
      testMatch: /phone\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: [
    {
      // A fresh in-memory sandbox on the addresses the build defaults to; the e2e specs reset it where they need to.
      command: `node scripts/sandbox.mjs --state none --reset${DIALECT}`,
      url: 'http://127.0.0.1:8787/__sandbox/health',
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `npx vite preview --outDir ${process.env.E2E_DIST ?? 'dist'} --port ${PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});

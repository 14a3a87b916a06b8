import { defineConfig } from '@playwright/test';
import { hostMapping, LANE, LANE_B, PORTS } from './e2e/fixtures/lanes';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 4173;
const split = process.env.E2E_LANE !== undefined;

export default defineConfig({
  testDir: './e2e',
  outputDir: split ? `./test-results/e2e-${LANE}` : './test-results',
  ...(split && (LANE === 'b' ? { testMatch: LANE_B } : { testIgnore: LANE_B })),
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Side by side, each lane has about one of the two cores: a page takes longer to settle than when it runs alone.
  timeout: split ? 60_000 : 30_000,
  expect: { timeout: split ? 10_000 : 5_000 },
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
      // Chromium's background services reach for the network, which this machine refuses (docs/architecture.md).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        ...hostMapping(),
      ],
    },
  },
  webServer: [
    {
      // A fresh in-memory sandbox on this lane's ports (e2e/fixtures/lanes.ts); the e2e specs reset it where they need to.
      command: `node scripts/sandbox.mjs --state none --reset --port ${PORTS.api} --rpc-port ${PORTS.rpc}`,
      url: `http://127.0.0.1:${PORTS.api}/__sandbox/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `npx vite preview --port ${PORTS.app} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${PORTS.app}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});

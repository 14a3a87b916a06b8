import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { sandboxFlag } from './scripts/sandbox-flag.mjs';

const root = dirname(fileURLToPath(import.meta.url));
// The real Mobile Wallet Adapter, resolved from where the wallet adapter installs it; see mobile-wallet-adapter-lazy.ts.
const adapterRequire = createRequire(createRequire(import.meta.url).resolve('@solana/wallet-adapter-react'));
const mwaReal = join(
  dirname(adapterRequire.resolve('@solana-mobile/wallet-adapter-mobile')),
  '..',
  'esm',
  'index.browser.js',
);

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), tailwindcss()],
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
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  // The manifest lets scripts/bench-bundle.mjs follow each page's static imports.
  build: { target: 'es2022', sourcemap: true, manifest: true, chunkSizeWarningLimit: 1000 },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sandbox/**/*.test.ts', 'scripts/**/*.test.mjs'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
}));

import { afterAll } from 'vitest';
import { Sandbox } from './sandbox';

// Test files share their workers' module cache (vite.config.ts): no timer of one file runs on through the next.
afterAll(() => {
  Sandbox.closeAll();
});

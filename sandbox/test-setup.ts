import { afterAll } from 'vitest';
import { Sandbox } from './sandbox';

// Sandbox test files share their workers' module cache (vite.config.ts, project "sandbox"): each file closes every
// sandbox it opened, so no timer or keeper of one file runs on through the files after it.
afterAll(() => {
  Sandbox.closeAll();
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy chunks (the token picker) are transformed on first import: on two busy cores that takes over the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// Without vitest globals, Testing Library cannot register its own cleanup: unmount after each test here.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});

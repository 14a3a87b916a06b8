import { describe, expect, it } from 'vitest';
import { sandboxFlag } from './sandbox-flag.mjs';

describe('sandboxFlag', () => {
  it('is off for a build that does not set VITE_SANDBOX, on for the dev server, and follows an explicit value', () => {
    expect(sandboxFlag('build', undefined)).toBe('false');
    expect(sandboxFlag('build', '')).toBe('false');
    expect(sandboxFlag('serve', undefined)).toBe('true');
    expect(sandboxFlag('build', 'true')).toBe('true');
    expect(sandboxFlag('serve', 'false')).toBe('false');
    expect(() => sandboxFlag('build', 'yes')).toThrow(/VITE_SANDBOX/);
  });
});

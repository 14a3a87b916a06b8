import { describe, expect, it } from 'vitest';
import { parseConfig, USAGE } from '../config';

describe('--dialect', () => {
  it('defaults to spec, reads the flag over SANDBOX_DIALECT, refuses anything else', () => {
    expect(parseConfig([], {}).dialect).toBe('spec');
    expect(parseConfig([], { SANDBOX_DIALECT: 'real' }).dialect).toBe('real');
    expect(parseConfig(['--dialect', 'spec'], { SANDBOX_DIALECT: 'real' }).dialect).toBe('spec');
    expect(() => parseConfig(['--dialect', 'jupiter'], {})).toThrow(/dialect/);
    expect(USAGE).toContain('--dialect');
  });
});

import { describe, expect, it } from 'vitest';
import { explainExecuteCode } from './execute-code';

describe('explainExecuteCode (supplement §3)', () => {
  it('marks success final and not retryable', () => {
    expect(explainExecuteCode(0)).toMatchObject({ retryable: false, final: true });
  });

  it.each([-1, -1000, -1004, -2000, -2003, -2004])('%i: final, a fresh order may succeed', (code) => {
    expect(explainExecuteCode(code)).toMatchObject({ retryable: true, final: true });
  });

  it.each([-2, -3, -1002, -1003, -2002])('%i: final, retrying the same way fails the same way', (code) => {
    expect(explainExecuteCode(code)).toMatchObject({ retryable: false, final: true });
  });

  it.each([-1001, -2001, -999, 7])('%i: an open outcome, never a blind retry', (code) => {
    expect(explainExecuteCode(code)).toMatchObject({ retryable: false, final: false });
  });

  it('says what happened in words', () => {
    expect(explainExecuteCode(-2003).what).toMatch(/quote expired/i);
    expect(explainExecuteCode(-1003).what).toMatch(/not fully signed/i);
    expect(explainExecuteCode(-42).what).toContain('-42');
  });
});

import { describe, expect, it } from 'vitest';
import { explainOrderErrorCode } from './order-error-code';

describe('explainOrderErrorCode (spec §2.2 errorCode × router)', () => {
  it.each([
    ['aggregator_a', 1, 'reduce-amount', /balance is too low/],
    ['aggregator_b', 2, 'top-up-sol', /SOL to pay the network fee/],
    ['aggregator_c', 3, 'increase-amount', /minimum for a gasless/],
    ['rfq_mm', 1, 'reduce-amount', /fund this market-maker quote/],
    ['rfq_mm', 2, 'create-token-account', /no token account/],
    ['rfq_mm', 3, 'retry-quote', /could not be built/],
  ] as const)('%s code %i → %s', (router, code, action, what) => {
    const e = explainOrderErrorCode(code, router);
    expect(e.action).toBe(action);
    expect(e.what).toMatch(what);
    expect(e.fix.length).toBeGreaterThan(5);
  });

  it('reads the same code differently per router', () => {
    expect(explainOrderErrorCode(2, 'aggregator_a').action).not.toBe(explainOrderErrorCode(2, 'rfq_mm').action);
  });

  it('explains an unknown code without guessing its meaning', () => {
    const e = explainOrderErrorCode(42, 'aggregator_a');
    expect(e.action).toBe('retry-quote');
    expect(e.what).toContain('code 42');
  });

  it('does not treat an unknown router as an aggregator', () => {
    expect(explainOrderErrorCode(1, 'some_new_router').what).toContain('code 1');
    expect(explainOrderErrorCode(1, undefined).action).toBe('retry-quote');
  });
});

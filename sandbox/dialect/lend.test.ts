import { describe, expect, it } from 'vitest';
import { realAnswer } from './dialect';
import { decimalRatio } from './lend';

const TOKEN = { address: 'jl', decimals: 6, totalAssets: '1500000', totalSupply: '1450000', convertToShares: '966666' };

describe('lend in the real dialect', () => {
  it('writes a ratio as a decimal string', () => {
    expect(decimalRatio(1450000n, 1500000n)).toBe('0.966666666666');
    expect(decimalRatio(1772n, 100n)).toBe('17.72');
    expect(decimalRatio(5n, 1n)).toBe('5.0');
  });

  it('answers the rates of earn tokens as decimal ratios (an empty vault 1:1)', () => {
    const body = [TOKEN, { ...TOKEN, totalAssets: '0', totalSupply: '0' }];
    const real = realAnswer({ method: 'GET', path: '/lend/v1/earn/tokens', status: 200, body }) as object[];
    expect(real[0]).toMatchObject({ convertToShares: '0.966666666666', convertToAssets: '1.03448275862' });
    expect(real[1]).toMatchObject({ convertToShares: '1.0', convertToAssets: '1.0' });
  });

  it('answers a position with underlyingBalance in whole tokens', () => {
    const body = [{ token: TOKEN, shares: '10', underlyingBalance: '17720000' }];
    const [real] = realAnswer({ method: 'GET', path: '/lend/v1/earn/positions', status: 200, body }) as object[];
    expect(real).toMatchObject({
      shares: '10',
      underlyingBalance: '17.72',
      token: { convertToShares: '0.966666666666' },
    });
  });

  it('keeps earnings an array', () => {
    const body = [{ address: 'jl', earnings: 5, slot: 1 }];
    expect(realAnswer({ method: 'GET', path: '/lend/v1/earn/earnings', status: 200, body })).toEqual(body);
  });
});

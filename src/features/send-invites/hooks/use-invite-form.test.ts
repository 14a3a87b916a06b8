import { describe, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { seedTokenInfo } from '../../../lib/token-info';
import { parseForm } from '../../../hooks/form/parse-form';
import { checkInviteAmount, inviteSchema } from './use-invite-form';

const sol = seedTokenInfo(KNOWN_TOKENS.SOL);
const usdc = seedTokenInfo(KNOWN_TOKENS.USDC);
const RESERVE = 10_000_000n;
const holds = (amount: bigint) => ({ status: 'ready' as const, amount });

describe('checkInviteAmount', () => {
  it('accepts an amount within the balance, as raw units', () => {
    expect(checkInviteAmount('12.5', usdc, holds(1_000_000_000n), RESERVE)).toEqual({
      raw: 12_500_000n,
      problem: null,
    });
    expect(checkInviteAmount('1000', usdc, holds(1_000_000_000n), RESERVE).problem).toBeNull();
  });

  it('says what is wrong and how to fix it', () => {
    expect(checkInviteAmount('0', usdc, holds(5n), RESERVE).problem).toBe('Enter an amount above zero.');
    expect(checkInviteAmount('1', usdc, holds(0n), RESERVE).problem).toBe(
      'Your wallet holds no USDC. Choose a token you hold.',
    );
    expect(checkInviteAmount('1000.000001', usdc, holds(1_000_000_000n), RESERVE).problem).toBe(
      'Your wallet holds 1000 USDC. Enter at most 1000 USDC.',
    );
  });

  it('keeps the fee reserve in SOL', () => {
    const ten = holds(10_000_000_000n);
    expect(checkInviteAmount('9.99', sol, ten, RESERVE).problem).toBeNull();
    expect(checkInviteAmount('9.995', sol, ten, RESERVE).problem).toBe(
      "At most 9.99 SOL: the invite keeps 0.01 SOL in your wallet for fees and the invite's accounts.",
    );
  });

  it('leaves unreadable text to the field and waits for the balance', () => {
    expect(checkInviteAmount('', usdc, holds(1n), RESERVE)).toEqual({ raw: null, problem: null });
    expect(checkInviteAmount('1.1234567', usdc, holds(1n), RESERVE)).toEqual({ raw: null, problem: null });
    expect(checkInviteAmount('5', usdc, { status: 'loading' }, RESERVE)).toEqual({ raw: 5_000_000n, problem: null });
  });
});

describe('inviteSchema', () => {
  it('parses the amount into raw units, or puts the check’s sentence on the field', () => {
    const schema = inviteSchema(usdc, holds(1_000_000_000n), RESERVE);
    expect(parseForm(schema, { token: usdc, amount: '12.5' })).toEqual({ parsed: { amount: 12_500_000n }, errors: {} });
    expect(parseForm(schema, { token: usdc, amount: '0' })).toEqual({
      parsed: null,
      errors: { amount: 'Enter an amount above zero.' },
    });
    expect(parseForm(schema, { token: usdc, amount: '' }).parsed).toEqual({ amount: null });
  });
});

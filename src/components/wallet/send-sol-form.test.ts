import { describe, expect, it } from 'vitest';
import { parseForm, type FormErrors } from '../../hooks/form/parse-form';
import { maxSendable, sendSolSchema } from './send-sol-form';

const SELF = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';
const OTHER = 'GokivDYuQXPZCWRkwMhdH2h91KpDQXBEmpgBgs55bnpH';
const ONE_SOL = 1_000_000_000n;

type SendSolValidation = { ok: true; recipient: string; lamports: bigint } | { ok: false; errors: FormErrors };

function validate(recipient: string, amount: string, balance: bigint | null = 2n * ONE_SOL): SendSolValidation {
  const { parsed, errors } = parseForm(sendSolSchema({ balance, self: SELF }), { recipient, amount });
  return parsed ? { ok: true, ...parsed } : { ok: false, errors };
}

function errorsOf(result: SendSolValidation): FormErrors {
  if (result.ok) throw new Error('expected the form to be invalid');
  return result.errors;
}

describe('sendSolSchema', () => {
  it('accepts a valid address and amount, trimming the address', () => {
    expect(validate(`  ${OTHER} `, '1.5')).toEqual({ ok: true, recipient: OTHER, lamports: 1_500_000_000n });
  });

  it('names what is wrong with the recipient', () => {
    expect(validate('', '1')).toMatchObject({ ok: false, errors: { recipient: 'Enter the recipient’s address.' } });
    expect(validate('not-an-address', '1')).toMatchObject({
      errors: { recipient: 'That is not a Solana address: check it was copied whole.' },
    });
    expect(errorsOf(validate(OTHER.slice(0, -3), '1')).recipient).toMatch(/not a Solana/);
    expect(errorsOf(validate(SELF, '1')).recipient).toBe(
      'That is your own address: enter the address you want to send to.',
    );
  });

  it('names what is wrong with the amount', () => {
    expect(validate(OTHER, '')).toMatchObject({ errors: { amount: 'Enter an amount.' } });
    expect(validate(OTHER, '0')).toMatchObject({ errors: { amount: 'Enter an amount above 0.' } });
    expect(validate(OTHER, '0.0000000001')).toMatchObject({
      errors: { amount: 'This token has at most 9 decimal places.' },
    });
    expect(errorsOf(validate(OTHER, '1', null)).amount).toMatch(/not loaded yet/);
  });

  it('requires the amount plus the network fee to fit in the balance', () => {
    expect(validate(OTHER, '1.999995', 2n * ONE_SOL)).toMatchObject({ ok: true, lamports: 1_999_995_000n });
    expect(validate(OTHER, '1.999996', 2n * ONE_SOL)).toMatchObject({
      errors: { amount: 'Not enough SOL: you have 2 SOL and the network fee is 0.000005 SOL.' },
    });
  });

  it('reports both fields at once', () => {
    const result = validate('', '');
    expect(result).toEqual({
      ok: false,
      errors: { recipient: 'Enter the recipient’s address.', amount: 'Enter an amount.' },
    });
  });
});

describe('maxSendable', () => {
  it('keeps 0.01 SOL for fees and is empty when there is nothing above the reserve', () => {
    expect(maxSendable(2n * ONE_SOL)).toBe('1.99');
    expect(maxSendable(10_000_000n)).toBe('');
    expect(maxSendable(0n)).toBe('');
  });
});

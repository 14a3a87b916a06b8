// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseAmountInput } from '../../utils/amount';
import { amountText, checkedText, parseForm } from './parse-form';
import { formReducer, useForm, type FormState } from './use-form';

const start: FormState<{ amount: string; note: string }> = {
  values: { amount: '1', note: '' },
  initial: { amount: '', note: '' },
  tried: false,
};

// Six decimals, at least 1 and at most 100; the note is checked against the amount.
const required = checkedText((text) => {
  const parsed = parseAmountInput(text, 6);
  return parsed.ok ? { value: parsed.raw, problem: null } : { value: 0n, problem: parsed.message };
});
const schema = z
  .object({ amount: required, note: z.string().check(z.maxLength(5, 'Note: at most 5 characters.')) })
  .check((ctx) => {
    const { amount, note } = ctx.value;
    if (amount < 1_000_000n)
      ctx.issues.push({ code: 'custom', message: 'At least 1.', path: ['amount'], input: amount });
    if (amount > 100_000_000n)
      ctx.issues.push({ code: 'custom', message: 'At most 100.', path: ['amount'], input: amount });
    if (note === 'x') ctx.issues.push({ code: 'custom', message: 'Not x.', input: note });
  });

describe('formReducer', () => {
  it('merges what is set, and returns the same state when nothing changes', () => {
    const next = formReducer(start, { set: { note: 'hi' } });
    expect(next).toEqual({ ...start, values: { amount: '1', note: 'hi' } });
    expect(start.values.note).toBe('');
    expect(formReducer(next, { set: { note: 'hi', amount: '1' } })).toBe(next);
  });

  it('applies a function of the current values, so changes made in one handler all land', () => {
    const twice = [1, 2].reduce(
      (state) => formReducer(state, { set: (v) => ({ note: `${v.note}+` }) }),
      formReducer(start, { set: { note: 'a' } }),
    );
    expect(twice.values.note).toBe('a++');
  });

  it('resets to the initial values (or some of them overridden) and forgets the try', () => {
    const tried = formReducer(start, 'tried');
    expect(tried.tried).toBe(true);
    expect(formReducer(tried, 'tried')).toBe(tried);
    expect(formReducer(tried, { reset: undefined })).toEqual({ ...start, values: start.initial });
    expect(formReducer(tried, { reset: { note: 'n' } }).values).toEqual({ amount: '', note: 'n' });
  });
});

describe('parseForm', () => {
  it('returns the typed result, a bigint amount, when the schema accepts the values', () => {
    expect(parseForm(schema, { amount: '12.5', note: 'ok' })).toEqual({
      parsed: { amount: 12_500_000n, note: 'ok' },
      errors: {},
    });
  });

  it('keeps the first message of each field and puts form-wide ones under ""', () => {
    expect(parseForm(schema, { amount: '1.1234567', note: 'too long' })).toEqual({
      parsed: null,
      errors: { amount: 'This token has at most 6 decimal places.', note: 'Note: at most 5 characters.' },
    });
    expect(parseForm(schema, { amount: '0.5', note: 'x' })).toEqual({
      parsed: null,
      errors: { amount: 'At least 1.', '': 'Not x.' },
    });
    expect(parseForm(schema, { amount: '', note: '' }).errors).toEqual({ amount: 'Enter an amount.' });
  });

  it('an optional amount is null while empty or unreadable, and raw units once it reads', () => {
    const optional = z.object({ amount: amountText(9) });
    expect(parseForm(optional, { amount: '' }).parsed).toEqual({ amount: null });
    expect(parseForm(optional, { amount: '1e5' }).parsed).toEqual({ amount: null });
    expect(parseForm(optional, { amount: '0.000000001' }).parsed).toEqual({ amount: 1n });
  });
});

describe('useForm', () => {
  it('holds the values in one reducer: set, patch, mark tried, reset; the actions keep their identity', () => {
    const { result } = renderHook(() => useForm(() => ({ amount: '', note: '' })));
    const { set, reset } = result.current;
    act(() => set('amount', '150'));
    expect(result.current.values).toEqual({ amount: '150', note: '' });
    expect(parseForm(schema, result.current.values).errors).toEqual({ amount: 'At most 100.' });
    act(() => result.current.patch({ amount: '2', note: 'abc' }));
    expect(parseForm(schema, result.current.values).parsed).toEqual({ amount: 2_000_000n, note: 'abc' });
    expect(result.current.tried).toBe(false);
    act(() => result.current.markTried());
    expect(result.current.tried).toBe(true);
    // Effects may depend on the actions: they are the same functions on every render.
    expect(result.current.set).toBe(set);
    act(() => reset());
    expect(result.current.values).toEqual({ amount: '', note: '' });
    expect(result.current.tried).toBe(false);
    expect(result.current.reset).toBe(reset);
    act(() => reset({ note: 'kept' }));
    expect(result.current.values).toEqual({ amount: '', note: 'kept' });
  });

  it('a schema built from what the page knows applies to the same values when that changes', () => {
    const most = (max: bigint) =>
      z.object({ amount: amountText(6) }).check((ctx) => {
        const { amount } = ctx.value;
        if (amount !== null && amount > max) {
          ctx.issues.push({ code: 'custom', message: 'Too much.', path: ['amount'], input: amount });
        }
      });
    let max = 5_000_000n;
    const { result, rerender } = renderHook(() => {
      const form = useForm({ amount: '4' });
      return parseForm(most(max), form.values);
    });
    expect(result.current.parsed).toEqual({ amount: 4_000_000n });
    max = 3_000_000n;
    rerender();
    expect(result.current.errors).toEqual({ amount: 'Too much.' });
  });
});

describe('checkedText', () => {
  it('reads a field through a check, refusing it with the check’s sentence', () => {
    const even = z.object({
      n: checkedText((t) => ({ value: Number(t), problem: Number(t) % 2 === 0 ? null : `${t} is odd.` })),
    });
    expect(parseForm(even, { n: '4' })).toEqual({ parsed: { n: 4 }, errors: {} });
    expect(parseForm(even, { n: '3' })).toEqual({ parsed: null, errors: { n: '3 is odd.' } });
  });
});

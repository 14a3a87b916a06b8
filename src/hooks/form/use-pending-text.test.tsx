// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePendingText } from './use-pending-text';

function Input({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const [shown, change] = usePendingText(value);
  return (
    <label>
      Amount
      <input value={shown} onChange={(e) => change(e.target.value, () => onChange(e.target.value))} />
    </label>
  );
}

function Form() {
  const [value, setValue] = useState('');
  return (
    <>
      <Input value={value} onChange={setValue} />
      <output aria-label="form">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

/** A keystroke as the browser delivers it, outside act(), so what React renders in the event itself can be seen. */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => (global.IS_REACT_ACT_ENVIRONMENT = false));
afterEach(() => (global.IS_REACT_ACT_ENVIRONMENT = true));

describe('usePendingText', () => {
  it('shows a keystroke within its event and updates the form in a later transition, then shows the form’s value', async () => {
    render(<Form />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    const form = screen.getByRole('status', { name: 'form' });
    type(input, '1');
    expect(input).toHaveValue('1');
    expect(form).toHaveTextContent(/^$/);
    await waitFor(() => expect(form).toHaveTextContent(/^1$/));
    type(input, '12');
    expect(input).toHaveValue('12');
    await waitFor(() => expect(form).toHaveTextContent(/^12$/));
    screen.getByRole('button', { name: 'Clear' }).click();
    await waitFor(() => expect(input).toHaveValue(''));
    expect(form).toHaveTextContent(/^$/);
  });
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountField } from './amount-field';

function Harness({ decimals }: { decimals: number }) {
  const [v, setV] = useState('');
  return <AmountField label="You pay" value={v} onChange={setV} decimals={decimals} tokenSymbol="USDC" />;
}

describe('AmountField', () => {
  it('keeps only what can become a number and explains too many decimals', async () => {
    render(<Harness decimals={2} />);
    const input = screen.getByLabelText('You pay');
    await userEvent.type(input, '12a.345');
    expect(input).toHaveValue('12.345');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/2/);
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('12.34');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('lets a lone decimal point stand while typing, without an error', async () => {
    render(<Harness decimals={6} />);
    const input = screen.getByLabelText('You pay');
    await userEvent.type(input, '.');
    expect(input).toHaveValue('.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

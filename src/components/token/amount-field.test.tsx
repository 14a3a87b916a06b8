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
  it('never changes the magnitude of pasted text: exponents written out, signs and letters refused', async () => {
    render(<Harness decimals={9} />);
    const input = screen.getByLabelText('You pay');
    await userEvent.click(input);
    await userEvent.paste('1e-7');
    expect(input).toHaveValue('0.0000001');
    await userEvent.clear(input);
    await userEvent.paste('1.5e3');
    expect(input).toHaveValue('1500');
    await userEvent.clear(input);
    await userEvent.paste('-5');
    expect(input).toHaveValue('-5');
    expect(input).toHaveAccessibleDescription(/can’t be negative/);
    await userEvent.clear(input);
    await userEvent.paste('12k');
    expect(input).toHaveValue('12k');
    expect(input).toHaveAccessibleDescription(/Enter a number/);
  });

  it('explains too many decimals', async () => {
    render(<Harness decimals={2} />);
    const input = screen.getByLabelText('You pay');
    await userEvent.type(input, '12.345');
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

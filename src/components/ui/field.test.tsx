// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

describe('Field', () => {
  it('shows a warning as part of the input’s description without marking it invalid', () => {
    render(<Field label="RPC URL" value="http://rpc.example.com" readOnly warning="Not encrypted." />);
    const input = screen.getByRole('textbox', { name: 'RPC URL' });
    expect(input).toHaveAccessibleDescription('Not encrypted.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

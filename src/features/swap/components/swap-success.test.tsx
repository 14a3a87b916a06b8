// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SwapSuccess, type SwapReceipt } from './swap-success';

const SIG = '5'.repeat(87);
const receipt = (signature: string): SwapReceipt => ({
  signature,
  inputAmount: 1_500_000_000n,
  outputAmount: 250_000_000n,
  from: { mint: 'So11111111111111111111111111111111111111112', symbol: 'SOL', decimals: 9 },
  to: { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', decimals: 6 },
});

describe('SwapSuccess', () => {
  it('links a real signature to the explorer', () => {
    render(<SwapSuccess receipt={receipt(SIG)} onDone={() => undefined} />);
    const link = screen.getByRole('link', { name: 'View transaction on the explorer' });
    expect(new URL(link.getAttribute('href') ?? '').pathname).toBe(`/tx/${SIG}`);
  });

  it('shows no link for an execute signature with a suffix that would add parameters', () => {
    render(
      <SwapSuccess
        receipt={receipt(`${SIG}?cluster=custom&customUrl=https://evil.example`)}
        onDone={() => undefined}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/no valid signature/)).toBeInTheDocument();
  });
});

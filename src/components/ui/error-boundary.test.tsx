// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let broken = true;
function Widget() {
  if (broken) throw new Error('decimals must be an integer from 0 to 18, got 24');
  return <span>Wallet ok</span>;
}

afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('keeps a broken header widget to a small inline message, with its neighbours still there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    render(
      <header>
        <span>Settings</span>
        <ErrorBoundary name="Wallet" inline>
          <Widget />
        </ErrorBoundary>
      </header>,
    );
    expect(screen.getByText('Settings')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Wallet unavailable');
    expect(alert).toHaveAttribute('title', expect.stringContaining('got 24'));
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Wallet again' }));
    expect(screen.getByText('Wallet ok')).toBeInTheDocument();
  });
});

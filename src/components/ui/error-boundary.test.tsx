// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('boom in render');
  return <p>Recovered</p>;
}

function Page() {
  const [n] = useState(0);
  return (
    <div>
      <p>Header stays {n}</p>
      <ErrorBoundary name="Swap">
        <Fragile />
      </ErrorBoundary>
    </div>
  );
}

describe('ErrorBoundary', () => {
  it('contains a crash to its page, says so plainly, and recovers on "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    render(<Page />);
    expect(screen.getByText('Header stays 0')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The Swap page stopped working');
    expect(screen.getByRole('alert')).toHaveTextContent('boom in render');
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});

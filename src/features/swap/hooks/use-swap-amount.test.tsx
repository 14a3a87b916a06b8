// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useSearchParams } from '../../../lib/router';
import { describe, expect, it, vi } from 'vitest';
import { useSwapAmount } from './use-swap-amount';

const searches: string[] = [];

function Field() {
  const [amount, setAmount, notice] = useSwapAmount();
  const { search } = useLocation();
  const [, setSearch] = useSearchParams();
  if (searches.at(-1) !== search) searches.push(search);
  return (
    <>
      <label>
        Amount
        <input value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <output aria-label="url">{search}</output>
      <button
        type="button"
        onClick={() => setSearch((prev) => new URLSearchParams({ from: 'USDC', amount: prev.get('amount') ?? '' }))}
      >
        Pay with USDC
      </button>
      {notice ? <p role="note">{notice}</p> : null}
    </>
  );
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Field />
    </MemoryRouter>,
  );
}

describe('useSwapAmount', () => {
  it('starts from the link when it is plain digits', () => {
    renderAt('/swap?amount=12.5');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.5');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it.each(['1e-7', '1.5e3', '-5', '12.5abc', '1'.repeat(41)])(
    'refuses %s in the link, never changing its magnitude',
    (raw) => {
      renderAt(`/swap?amount=${encodeURIComponent(raw)}`);
      expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
      expect(screen.getByRole('note')).toHaveTextContent('in the link is not an amount');
    },
  );

  it('shows the link in the user’s writing and writes the link in one form for everyone', async () => {
    const spy = vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    try {
      renderAt('/swap?amount=1.234');
      const input = screen.getByRole('textbox', { name: 'Amount' });
      expect(input).toHaveValue('1,234');
      await userEvent.clear(input);
      await userEvent.type(input, '1.234,5', { delay: null });
      expect(await screen.findByText('?amount=1234.5')).toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps what is typed and mirrors it into the URL (the browser race itself is covered by the keyboard e2e)', async () => {
    renderAt('/swap?from=SOL');
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '0.25', { delay: null });
    expect(input).toHaveValue('0.25');
    expect(await screen.findByText('?from=SOL&amount=0.25')).toBeInTheDocument();
    await userEvent.clear(input);
    expect(await screen.findByText('?from=SOL')).toBeInTheDocument();
  });

  it('writes the link once typing pauses, not on every keystroke', async () => {
    searches.length = 0;
    renderAt('/swap?from=SOL');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '12.5', { delay: 20 });
    expect(await screen.findByText('?from=SOL&amount=12.5')).toBeInTheDocument();
    expect(searches).toEqual(['?from=SOL', '?from=SOL&amount=12.5']);
  });

  it('keeps a pair chosen while the amount waits to go into the link', async () => {
    renderAt('/swap?from=SOL');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '5', { delay: null });
    await userEvent.click(screen.getByRole('button', { name: 'Pay with USDC' }));
    expect(await screen.findByText('?from=USDC&amount=5')).toBeInTheDocument();
  });
});

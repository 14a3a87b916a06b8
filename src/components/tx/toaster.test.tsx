// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../stores/toast-store';
import { Toaster } from './toaster';

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('Toaster', () => {
  it('shows a toast raised before Sonner loaded, updates it in place by id, and dismisses it into the store', async () => {
    const show = useToastStore.getState().toastShown;
    render(<Toaster />);
    act(() => {
      show({ id: 'tx-1', tone: 'info', title: 'Sending' });
    });
    // The first toast loads Sonner's chunk.
    expect(await screen.findByText('Sending', undefined, { timeout: 5000 })).toBeInTheDocument();

    act(() => {
      show({
        id: 'tx-1',
        tone: 'danger',
        title: 'Failed',
        link: { href: 'https://explorer.test/tx/1', label: 'View' },
      });
    });
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.queryByText('Sending')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', 'https://explorer.test/tx/1');

    // fireEvent: Sonner's pointerdown handler needs setPointerCapture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(useToastStore.getState().toasts).toEqual([]);
    // Sonner removes it after its exit animation; waiting lets its timers end before the environment does.
    await waitFor(() => expect(screen.queryByText('Failed')).not.toBeInTheDocument());
  });
});

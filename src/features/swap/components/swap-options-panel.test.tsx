// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, testClient } from '../../../api/fake-fetch';
import { SwapOptionsPanel } from './swap-options-panel';

const fake = fakeFetch({ json: { prog1: 'Raydium', prog2: 'Orca', prog3: 'Raydium' } });
vi.mock('../../../hooks/use-api-client', () => ({ useApiClient: () => testClient(fake) }));

describe('SwapOptionsPanel', () => {
  it('asks for the venues only once it is opened, then lists each venue once', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SwapOptionsPanel taker={null} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('group', { name: 'Routers allowed' })).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(fake.calls).toHaveLength(0);

    const details = screen.getByText('Swap options').closest('details');
    if (!details) throw new Error('no <details>');
    details.open = true;
    fireEvent(details, new Event('toggle'));

    expect(screen.getByRole('group', { name: 'Routers allowed' })).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: 'Orca' })).toBeChecked();
    expect(screen.getAllByRole('checkbox', { name: 'Raydium' })).toHaveLength(1);
    expect(fake.last.url.pathname).toBe('/swap/v1/program-id-to-label');
  });
});

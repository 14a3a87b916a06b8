// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { SwapOptionsPanel } from './swap-options-panel';

let sb: SandboxClient;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'swap-options-panel' });
});
afterEach(() => sb.close());

describe('SwapOptionsPanel', () => {
  it('asks for the venues only once it is opened, then lists each venue once', async () => {
    // A second program under a label already listed, as the real service has (Raydium's several pools).
    sb.answer('/swap/v1/program-id-to-label', (venues: Record<string, string>) => ({
      ...venues,
      prog2: Object.values(venues)[0],
    }));
    const listed = (await sb.json('/swap/v1/program-id-to-label')).body as Record<string, string>;
    const labels = [...new Set(Object.values(listed))];
    render(<SwapOptionsPanel taker={null} />, { wrapper: sb.wrapper });
    expect(screen.queryByRole('group', { name: 'Routers allowed' })).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(sb.calls).toHaveLength(0);

    const details = screen.getByText('Swap options').closest('details');
    if (!details) throw new Error('no <details>');
    details.open = true;
    fireEvent(details, new Event('toggle'));

    expect(await screen.findByRole('group', { name: 'Routers allowed' })).toBeVisible();
    const venues = await screen.findByRole('group', { name: 'Venues (aggregator routes only)' });
    expect(within(venues).getByRole('checkbox', { name: labels[1] })).toBeChecked();
    expect(within(venues).getAllByRole('checkbox', { name: labels[0] })).toHaveLength(1);
    expect(within(venues).getAllByRole('checkbox')).toHaveLength(labels.length);
    // The speed presets price their fee in USD: the venues themselves are asked for once.
    expect(sb.calls.map((c) => c.path).filter((path) => path.startsWith('/swap/'))).toEqual([
      '/swap/v1/program-id-to-label',
    ]);
  });
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { EarnTab } from './earn-tab';

const loaded = vi.hoisted(() => ({ panel: 0 }));
vi.mock('./earn-panel', async (original) => {
  loaded.panel++;
  return original();
});
vi.mock('./rate-history', () => ({ default: () => <p>rate history</p> }));

let sb: SandboxClient;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'earn-tab' });
});
afterEach(() => sb.close());

describe('EarnTab', () => {
  it('loads the deposit form before the assets are drawn, shows it at the tap with no fallback, and the rate history after it', async () => {
    // The assets' answer waits for the form's module: a form that waited for the assets would never load.
    sb.answer('/lend/v1/earn/tokens', async (body: unknown) => {
      await vi.waitFor(() => expect(loaded.panel).toBe(1), { timeout: 10_000 });
      await import('./earn-panel');
      return body;
    });
    render(<EarnTab />, { wrapper: sb.wrapper });
    const choose = await screen.findByRole('button', { name: /^Choose\s*USDC to deposit/ }, { timeout: 10_000 });

    await userEvent.click(choose);
    expect(screen.queryByText('Loading the form…')).toBeNull();
    expect(await screen.findByRole('textbox', { name: 'Amount to deposit' }, { timeout: 10_000 })).toBeEnabled();
    expect(await screen.findByText('rate history')).toBeVisible();
  });
});

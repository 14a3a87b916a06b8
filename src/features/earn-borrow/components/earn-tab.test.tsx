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
  it('loads the deposit form when the browser is idle after the assets are drawn, and the rate history after it', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(<EarnTab />, { wrapper: sb.wrapper });
    const choose = await screen.findByRole('button', { name: /^Choose\s*USDC to deposit/ }, { timeout: 10_000 });
    expect(idle).toHaveLength(1);
    expect(loaded.panel).toBe(0);
    idle[0]?.();
    await vi.waitFor(() => expect(loaded.panel).toBe(1));

    await userEvent.click(choose);
    expect(await screen.findByRole('textbox', { name: 'Amount to deposit' }, { timeout: 10_000 })).toBeEnabled();
    expect(await screen.findByText('rate history')).toBeVisible();
  });
});

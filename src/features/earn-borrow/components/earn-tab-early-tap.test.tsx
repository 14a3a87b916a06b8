// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { EarnTab } from './earn-tab';

// The form's chunk comes only when the test lets it: a phone's tap can land before it.
const gate = vi.hoisted(() => {
  let open = () => {};
  return { opened: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
});
vi.mock('./earn-panel', async (original) => {
  await gate.opened;
  return original();
});
vi.mock('./rate-history', () => ({ default: () => <p>rate history</p> }));

let sb: SandboxClient;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'earn-tab-early-tap' });
});
afterEach(() => sb.close());

describe('EarnTab, tapped before its form has come', () => {
  it('marks the choice at once and shows the form when it comes, with no fallback in between', async () => {
    render(<EarnTab />, { wrapper: sb.wrapper });
    const choose = await screen.findByRole('button', { name: /^Choose\s*USDC to deposit/ }, { timeout: 10_000 });
    await userEvent.click(choose);
    expect(choose).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('textbox', { name: 'Amount to deposit' })).toBeNull();
    expect(screen.queryByText('Loading the form…')).toBeNull();
    gate.open();
    expect(await screen.findByRole('textbox', { name: 'Amount to deposit' }, { timeout: 10_000 })).toBeEnabled();
    expect(screen.queryByText('Loading the form…')).toBeNull();
  });
});

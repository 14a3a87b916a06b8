// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../config/routes';
import { AppShell } from './app-shell';

describe('AppShell (index.html before any script)', () => {
  it("draws the page's header and marks its link as the current page in both navigations", () => {
    render(<AppShell path="/predictions" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Predictions' })).toBeInTheDocument();
    expect(screen.getByText(ROUTES.predictions.description)).toBeInTheDocument();
    for (const name of ['Main', 'Main mobile']) {
      const nav = screen.getByRole('navigation', { name });
      expect(within(nav).getByRole('link', { name: 'Predictions' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'Swap' })).not.toHaveAttribute('aria-current');
    }
  });

  it('draws Swap for the root, which redirects there, Send Invites for an invite link, and the frame alone for a path no page has', () => {
    const { unmount } = render(<AppShell path="/" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Swap' })).toBeInTheDocument();
    unmount();
    const { unmount: unmount2 } = render(<AppShell path="/invites/claim" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Send Invites' })).toBeInTheDocument();
    unmount2();
    render(<AppShell path="/no-such-page" />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});

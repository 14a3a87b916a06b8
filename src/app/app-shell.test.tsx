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

  it('gives the phone four tabs and the other pages behind More, which opens them without any script', () => {
    render(<AppShell path="/portfolio" />);
    const phone = screen.getByRole('navigation', { name: 'Main mobile' });
    const more = within(phone).getByRole('button', { name: 'More' });
    const sheet = document.getElementById(more.getAttribute('popovertarget') ?? '');
    expect(sheet).toHaveAttribute('popover', 'auto');
    // Closed until More is pressed, so out of the accessibility tree.
    const inSheet = within(sheet as HTMLElement)
      .getAllByRole('link', { hidden: true })
      .map((a) => a.textContent);
    expect(inSheet).toEqual(['Launch Token', 'Send Invites', 'Portfolio']);
    const tabs = within(phone)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(tabs).toEqual(['Swap', 'Limit Orders', 'Earn/Borrow', 'Predictions']);
    expect(inSheet.length + tabs.length).toBe(Object.keys(ROUTES).length);
    expect(within(sheet as HTMLElement).getByRole('link', { name: 'Portfolio', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

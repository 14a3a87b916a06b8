// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreatedInviteCard } from './created-invite';

const invite = {
  code: 'abcdefghjkmn',
  link: 'https://app.example/invites/claim#abcdefghjkmn',
  amountText: '5 USDC',
  expiry: Date.parse('2026-12-03T10:00:00Z'),
  signature: null,
};

describe('CreatedInviteCard', () => {
  it('asks before leaving a link that was never copied, and leaves at once once it was', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(<CreatedInviteCard invite={invite} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Create another invite' }));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Stay on the link' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Stay on the link' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Create another invite' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('leaves without the link when the user says so', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(<CreatedInviteCard invite={invite} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Create another invite' }));
    await user.click(screen.getByRole('button', { name: 'Leave without the link' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('offers the share sheet where the browser has one, and a shared link may be left at once', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const share = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { canShare: () => true, share });
    try {
      render(<CreatedInviteCard invite={invite} onDone={onDone} />);
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({ title: 'An invite of 5 USDC', url: invite.link });
      expect(await screen.findByText('Link shared.')).toBeDefined();
      await user.click(screen.getByRole('button', { name: 'Create another invite' }));
      expect(onDone).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(navigator, 'canShare');
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('has no Share button where the browser has no share sheet', () => {
    render(<CreatedInviteCard invite={invite} onDone={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { InviteHistory } from './invite-history';
import { PendingInvites } from './pending-invites';
import { ClaimNotice } from './claim-notice';

const SENDER = 'HYbxGkNvEwvZ14RzJHPB9h3dWfXjxwAEhkyzJRHx1hBf';
const RECEIVER = 'jdocuPgEAjMfihABsPgKEvYtsmMzjUHeq9LX4Hvs7f3';
const SIG = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

const invite = (n: number, over: Record<string, unknown> = {}) => ({
  invite_signer: SENDER,
  invite_pda: `9tjzV49wccwf9A8J5fZ5josjWYnS41fUpNmcwqcqYrP${String.fromCharCode(65 + n)}`,
  sender: SENDER,
  receiver: null,
  mint: KNOWN_TOKENS.USDC.mint,
  amount: '5000000',
  expiry: new Date(Date.now() + 3 * 86_400_000 + 60_000).toISOString(),
  creation_time: '2026-11-20T10:00:00.000Z',
  deletion_time: null,
  creation_tx: SIG,
  deletion_tx: null,
  action: 'created',
  confirmed: true,
  ...over,
});

let pages: Record<string, unknown>;
let asked: URL[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL) => {
      const url = new URL(input);
      asked.push(url);
      const key = `${url.pathname}?${url.searchParams.get('page') ?? '1'}`;
      return Promise.resolve(
        new Response(JSON.stringify(pages[key] ?? { invites: [], hasMoreData: false }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderWith(ui: React.ReactNode, path = '/invites') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PendingInvites', () => {
  it('lists amounts with countdown, totals per token and a clawback per invite', async () => {
    pages = {
      '/send/v1/pending-invites?1': {
        invites: [
          invite(0),
          invite(1, { amount: '2500000' }),
          invite(2, { mint: KNOWN_TOKENS.SOL.mint, amount: '250000000' }),
        ],
        hasMoreData: false,
      },
    };
    renderWith(<PendingInvites address={SENDER} />);
    const list = await screen.findByRole('list', { name: 'Pending invites' });
    expect((await screen.findByText(/Pending in total/)).parentElement?.textContent).toBe(
      'Pending in total: 7.5 USDC · 0.25 SOL',
    );
    const row = within(list).getByRole('listitem', { name: 'Invite of 2.5 USDC' });
    expect(row.textContent).toContain('3 d 0 h left');
    expect(within(row).getByRole('link', { name: 'View creation transaction' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Claw back 2.5 USDC' })).toBeTruthy();
    expect(asked[0]?.searchParams.get('address')).toBe(SENDER);
  });

  it('totals every pending page, while the list shows one page at a time', async () => {
    pages = {
      '/send/v1/pending-invites?1': { invites: [invite(0)], hasMoreData: true },
      '/send/v1/pending-invites?2': { invites: [invite(1, { amount: '1000000' })], hasMoreData: false },
    };
    renderWith(<PendingInvites address={SENDER} />);
    const list = await screen.findByRole('list', { name: 'Pending invites' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect((await screen.findByText(/Pending in total/)).parentElement?.textContent).toBe('Pending in total: 6 USDC');
    // Page 1 was read once, for the list and the totals alike.
    expect(asked.filter((u) => u.searchParams.get('page') === '1')).toHaveLength(1);
  });

  it('shows an invite in the published form without its creation link, and no clawback for an id not an address', async () => {
    const published = invite(0, { invite_pda: '8mF4HKoPQNmtbRvTRqotb4LW3pz5rR3eB7owZL9FVKIW' });
    delete (published as Record<string, unknown>).creation_tx;
    pages = { '/send/v1/pending-invites?1': { invites: [published], hasMoreData: false } };
    renderWith(<PendingInvites address={SENDER} />);
    const row = await screen.findByRole('listitem', { name: 'Invite of 5 USDC' });
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(row.textContent).toContain('cannot be clawed back from here');
  });

  it('says what to do when there is none', async () => {
    pages = {};
    renderWith(<PendingInvites address={SENDER} />);
    expect(await screen.findByText(/No pending invites/)).toBeTruthy();
  });
});

describe('InviteHistory', () => {
  it('tells invites this wallet claimed from those it sent, and shows either alone', async () => {
    const OTHER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    pages = {
      '/send/v1/invite-history?1': {
        invites: [
          invite(0, { action: 'claimed', receiver: RECEIVER, deletion_tx: SIG }),
          invite(1, { action: 'claimed', sender: OTHER, receiver: SENDER, amount: '2000000', deletion_tx: SIG }),
        ],
        hasMoreData: false,
      },
    };
    const user = userEvent.setup();
    renderWith(<InviteHistory address={SENDER} />);
    const list = await screen.findByRole('list', { name: 'Invite history' });
    const received = within(list).getByRole('listitem', { name: 'Invite of 2 USDC: Received' });
    expect(received.textContent).toContain('From 9WzD…AWWM');
    await user.click(screen.getByRole('radio', { name: 'Received' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Invite of 2 USDC: Received']);
    await user.click(screen.getByRole('radio', { name: 'Sent' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Invite of 5 USDC: Claimed']);
  });

  it('shows each ending in words, an unknown one as sent, and pages with Previous / Next', async () => {
    pages = {
      '/send/v1/invite-history?1': {
        invites: [
          invite(0, { action: 'claimed', receiver: RECEIVER, deletion_tx: SIG, deletion_time: '2026-11-21T10:00:00Z' }),
          invite(1, { action: 'refunded_v9', deletion_tx: SIG, deletion_time: '2026-11-21T09:00:00Z' }),
        ],
        hasMoreData: true,
      },
      '/send/v1/invite-history?2': { invites: [invite(3, { action: 'expired' })], hasMoreData: false },
    };
    renderWith(<InviteHistory address={SENDER} />);
    const list = await screen.findByRole('list', { name: 'Invite history' });
    const claimed = within(list).getByRole('listitem', { name: 'Invite of 5 USDC: Claimed' });
    expect(claimed.textContent).toContain('To jdoc…s7f3');
    expect(within(claimed).getByRole('link', { name: 'View the claim transaction' })).toBeTruthy();
    const unknown = within(list).getByRole('listitem', { name: 'Invite of 5 USDC: refunded_v9' });
    expect(within(unknown).getByRole('link', { name: 'View the transaction that ended it' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Invite history pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: 'Invite of 5 USDC: Expired, returned' })).toBeTruthy();
    expect(asked.at(-1)?.searchParams.get('page')).toBe('2');
    expect(within(pager).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});

describe('ClaimNotice', () => {
  it('sends a claim link to Jupiter Mobile without showing its code', () => {
    const { container } = renderWith(<ClaimNotice />, '/invites/claim#7Kq2mXvB9pRt');
    expect(screen.getByText('You were sent an invite')).toBeTruthy();
    expect(container.textContent).toContain('Jupiter Mobile');
    expect(container.textContent).not.toContain('7Kq2mXvB9pRt');
  });

  it('says when the link is cut short, and stays away from the page itself', () => {
    renderWith(<ClaimNotice />, '/invites/claim#7Kq2');
    expect(screen.getByText('This invite link is incomplete')).toBeTruthy();
    const { container } = renderWith(<ClaimNotice />, '/invites');
    expect(container.textContent).toBe('');
  });
});

// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useHomeStore } from '../state/home-store';
import type { PortfolioItem, Section } from '../utils/model';
import { NetWorth, partOf } from './net-worth';
import { SectionCard } from './section-card';

const item: PortfolioItem = {
  id: 'invite:x',
  product: 'invites',
  title: 'Invite of 3 USDC',
  holds: '3 USDC',
  usd: 3_000_000n,
  details: ['6 d 23 h left'],
  action: {
    verb: 'Claw back',
    label: 'Claw back invite of 3 USDC',
    run: { kind: 'unwrap', wallet: 'W' },
  },
};

const card = (section: Section, onAct = vi.fn()) =>
  render(
    <MemoryRouter>
      <SectionCard section={section} onAct={onAct} />
    </MemoryRouter>,
  );

beforeEach(() => useHomeStore.getState().cleared());

describe('SectionCard', () => {
  it('shows a skeleton while its read is on the way', () => {
    card({ product: 'earn', status: 'loading', items: [] });
    expect(screen.getByRole('region', { name: 'Earn' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading earn' })).toBeInTheDocument();
  });

  it('says a failed read in its own row, with a retry', async () => {
    const retry = vi.fn();
    card({ product: 'borrow', status: 'error', items: [], error: 'The service did not answer. Try again.', retry });
    expect(screen.getByRole('alert')).toHaveTextContent('Borrow could not be read. The service did not answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again to read borrow' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('lists each item with its value, holdings and its one action, named after the item', async () => {
    const onAct = vi.fn();
    card({ product: 'invites', status: 'ready', items: [item] }, onAct);
    const row = screen.getByRole('listitem', { name: 'Invite of 3 USDC' });
    expect(row).toHaveTextContent('Value: $3.00');
    expect(row).toHaveTextContent('Holds: 3 USDC');
    expect(within(row).getByText('6 d 23 h left')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Send invites' })).toHaveTextContent('Send invites total: $3.00');
    await userEvent.click(within(row).getByRole('button', { name: 'Claw back invite of 3 USDC' }));
    expect(onAct).toHaveBeenCalledWith(item);
  });

  it('shows what the run did to the item, and holds the button while it is queued', () => {
    useHomeStore.getState().requested([item], false);
    const { rerender } = card({ product: 'invites', status: 'ready', items: [item] });
    expect(screen.getByRole('button', { name: 'Claw back invite of 3 USDC' })).toBeDisabled();
    expect(screen.getByText('Waiting its turn…')).toBeInTheDocument();
    useHomeStore.getState().finished(item.id, { ok: false, message: 'Rejected in your wallet.' });
    rerender(
      <MemoryRouter>
        <SectionCard section={{ product: 'invites', status: 'ready', items: [item] }} onAct={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Not done: Rejected in your wallet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claw back invite of 3 USDC' })).toBeEnabled();
  });

  it('says when a product holds nothing', () => {
    card({ product: 'leftovers', status: 'ready', items: [] });
    expect(screen.getByText('No wrapped SOL and no empty token accounts.')).toBeInTheDocument();
  });
});

describe('NetWorth', () => {
  it('adds the parts that arrived and says which are not counted yet or have no price', () => {
    render(
      <NetWorth
        parts={[
          { name: 'Wallet tokens', usd: 1_500_000_000n, status: 'ready', unpriced: 1 },
          partOf({ product: 'invites', status: 'ready', items: [item, { ...item, id: 'b', usd: 2_500_000n }] }),
          partOf({ product: 'earn', status: 'loading', items: [] }),
          partOf({ product: 'limit', status: 'signed-out', items: [] }),
        ]}
      />,
    );
    const worth = screen.getByRole('region', { name: 'Net worth' });
    expect(worth).toHaveTextContent('$1,505.50');
    expect(worth).toHaveTextContent('Without 2 parts not counted yet. 1 holding has no price and is not counted.');
    const values = within(worth)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual(['$1,500.00', '$5.50', 'Loading…', 'Sign in to count']);
  });
});

// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TxRecord } from '../../../lib/tx/record';
import { usePendingTxStore } from '../../../stores/pending-tx-store';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { ActivityCentre } from './activity-centre';

// Real-shaped signatures (base58 of 64 bytes): the explorer link is only made for those.
const SIGA = '5'.repeat(87);
const SIGB = '3'.repeat(87);
const SIGC = '4'.repeat(87);
const SOMEONE = 'GokivDYuQXPZCWRkwMhdH2h91KpDQXBEmpgBgs55bnpH';

let sb: SandboxClient;
let me: string;

function record(overrides: Partial<TxRecord>): TxRecord {
  return {
    id: 'tx',
    kind: 'swap',
    wallet: me,
    land: 'execute-v2',
    signature: null,
    requestId: 'req',
    signedTransaction: 'AQID',
    blockhash: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    lastValidBlockHeight: 150,
    createdAt: Date.UTC(2026, 10, 21, 12, 0),
    submittedAt: null,
    updatedAt: 1,
    status: 'confirmed',
    summary: 'Swap',
    ...overrides,
  };
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

// The services' reads answer from the in-process sandbox: a new wallet has no history there unless a test adds one.
beforeEach(async () => {
  localStorage.clear();
  usePendingTxStore.setState({ records: [] });
  sb = await openSandboxClient({ seed: 'activity-centre' });
  me = sb.connect().address;
});
afterEach(() => sb.close());

const renderCentre = () => render(<ActivityCentre />, { wrapper: sb.wrapper });
const dialog = () => screen.getByRole('dialog', { name: 'Activity' });

describe('ActivityCentre', () => {
  it('says what will appear when there is nothing yet, and offers the sign-in the order history needs', async () => {
    renderCentre();
    await userEvent.click(screen.getByRole('button', { name: 'Activity' }));
    expect(
      await within(dialog()).findByText(
        'No activity yet — what you do in any product, here or elsewhere, will appear here.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog()).queryByRole('list')).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Sign in to show limit orders' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sb.calls.map((c) => c.path)).toEqual(
        expect.arrayContaining(['/prediction/v1/history', '/send/v1/invite-history', '/lend/v1/borrow/positions']),
      ),
    );
  });

  it('lists this wallet’s transactions newest first with status in words, time, explorer link and fixes', async () => {
    usePendingTxStore.setState({
      records: [
        record({
          id: 'c',
          createdAt: 3_000_000,
          status: 'confirming',
          summary: 'Swap 2 SOL → 300 USDC',
          signature: SIGC,
        }),
        record({ id: 'other', createdAt: 2_500_000, wallet: SOMEONE, summary: 'Not mine' }),
        record({
          id: 'b',
          createdAt: 2_000_000,
          status: 'expired',
          summary: 'Swap 5 USDC → 0.03 SOL',
          error: { kind: 'expired', message: 'The order expired.', fix: 'Nothing was spent. Get a new quote.' },
        }),
        record({ id: 'a', createdAt: 1_000_000, summary: 'Swap 1 SOL → 150.2 USDC', signature: SIGA }),
      ],
    });
    renderCentre();
    await userEvent.click(screen.getByRole('button', { name: 'Activity, 1 pending' }));
    const list = await within(dialog()).findByRole('list', { name: 'Activity, newest first' });
    const entries = within(list).getAllByRole('article');
    expect(entries.map((e) => within(e).getByText(/^Swap \d/).textContent)).toEqual([
      'Swap 2 SOL → 300 USDC',
      'Swap 5 USDC → 0.03 SOL',
      'Swap 1 SOL → 150.2 USDC',
    ]);
    const [pending, expired, confirmed] = entries as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pending).getByRole('heading', { name: 'Swap' })).toBeInTheDocument();
    expect(within(pending).getByText('Confirming')).toBeInTheDocument();
    expect(within(expired).getByText('Expired, nothing spent')).toBeInTheDocument();
    expect(within(expired).getByText('Nothing was spent. Get a new quote.')).toBeInTheDocument();
    expect(within(expired).queryByRole('link')).toBeNull();
    expect(within(confirmed).getByRole('link', { name: /View on explorer/ })).toHaveAttribute(
      'href',
      expect.stringContaining(`/tx/${SIGA}`),
    );
    expect(confirmed.querySelector('time')).toHaveAttribute('datetime', new Date(1_000_000).toISOString());
  });

  it('adds what the services report, one entry per signature, and filters by product', async () => {
    const bet = {
      id: 7,
      eventType: 'order_filled',
      signature: SIGA,
      timestamp: 1_700_000_100,
      isBuy: true,
      isYes: true,
    };
    const won = { ...bet, id: 8, eventType: 'payout_claimed', signature: SIGB, timestamp: 1_700_000_200 };
    sb.answer('/prediction/v1/history', (body: { data: unknown[] }) => ({
      ...body,
      data: [
        { ...won, payoutAmountUsd: '7692307', marketMetadata: { title: 'Will it rain?' } },
        { ...bet, totalCostUsd: '5000000', marketMetadata: { title: 'Will it rain?' } },
      ],
    }));
    usePendingTxStore.setState({
      records: [
        record({ id: 'bet', kind: 'prediction', createdAt: 1_700_000_100_000, summary: 'Buy YES', signature: SIGA }),
        record({ id: 'swap', createdAt: 1_600_000_000_000, summary: 'Swap 1 SOL → 150 USDC', signature: SIGC }),
      ],
    });
    renderCentre();
    await userEvent.click(screen.getByRole('button', { name: 'Activity' }));
    const claim = await within(dialog()).findByRole('article', { name: 'Winnings claimed' });
    expect(claim).toHaveTextContent('YES · Will it rain?: $7.69');
    expect(claim).toHaveTextContent('Predictions');
    expect(within(claim).getByRole('link', { name: /View on explorer: Winnings claimed/ })).toHaveAttribute(
      'href',
      expect.stringContaining(`/tx/${SIGB}`),
    );
    const list = within(dialog()).getByRole('list', { name: 'Activity, newest first' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')?.textContent),
    ).toEqual(['Winnings claimed', 'Prediction', 'Swap']);

    await userEvent.selectOptions(within(dialog()).getByRole('combobox', { name: 'Product' }), 'Swap (1)');
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')?.textContent),
    ).toEqual(['Swap']);
    await userEvent.selectOptions(within(dialog()).getByRole('combobox', { name: 'Product' }), 'Predictions (2)');
    expect(within(list).getAllByRole('article')).toHaveLength(2);
  });

  it('says which product’s history could not be read and still lists the others', async () => {
    sb.answer('/prediction/v1/history', () => Response.json({ error: 'down' }, { status: 500 }));
    usePendingTxStore.setState({ records: [record({ summary: 'Swap 1 SOL → 150 USDC', signature: SIGA })] });
    renderCentre();
    await userEvent.click(screen.getByRole('button', { name: 'Activity' }));
    expect(
      await within(dialog()).findByText(
        'Could not read the history of Predictions; it is read again every few seconds.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog()).getByRole('article', { name: 'Swap' })).toHaveTextContent('Swap 1 SOL → 150 USDC');
  });

  it('reads older pages on demand: one page more of each history per click, a failing page named alone', async () => {
    const claim = (id: number, title: string) => ({
      id,
      eventType: 'payout_claimed',
      signature: [SIGA, SIGB, SIGC][id - 1],
      timestamp: 1_700_000_000 - id * 100,
      isYes: true,
      payoutAmountUsd: '1000000',
      marketMetadata: { title },
    });
    let page3Failures = 2;
    sb.answer('/prediction/v1/history', (_body: unknown, asked: URL) => {
      const start = Number(asked.searchParams.get('start') ?? 0);
      // Fails twice: its read and the one retry a page gets.
      if (start === 2 && page3Failures > 0) {
        page3Failures -= 1;
        return Response.json({ error: 'down' }, { status: 500 });
      }
      return {
        data: [claim(start + 1, `Market ${String(start + 1)}`)],
        pagination: { start, end: start + 1, total: 3, hasNext: start < 2 },
      };
    });
    renderCentre();
    await userEvent.click(screen.getByRole('button', { name: 'Activity' }));
    const list = await within(dialog()).findByRole('list', { name: 'Activity, newest first' });
    await within(list).findByText('YES · Market 1: $1.00');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Load older' }));
    await within(list).findByText('YES · Market 2: $1.00');
    await userEvent.click(await within(dialog()).findByRole('button', { name: 'Load older' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      /^Could not read page 3 of Predictions \(history\): .+\. The entries above are all that could be read/,
    );
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Load older' }));
    await within(list).findByText('YES · Market 3: $1.00');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Load older' })).toBeNull();
    expect(sb.calls.filter((c) => c.path === '/prediction/v1/history').map((c) => c.query.get('start'))).toEqual(
      expect.arrayContaining([null, '1', '2']),
    );
  });

  it('works from the keyboard: open with Enter, reach the link and round to Close, close and give focus back', async () => {
    usePendingTxStore.setState({ records: [record({ signature: SIGA, summary: 'Swap 1 SOL → 150.2 USDC' })] });
    renderCentre();
    const user = userEvent.setup();
    await user.tab();
    const opener = screen.getByRole('button', { name: 'Activity' });
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dialog()).toHaveAttribute('open');
    const link = await within(dialog()).findByRole('link', { name: /View on explorer/ });
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
    // Past the sign-in the order history offers and the product filter, then the list's scroll box.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(dialog()).getByRole('region', { name: 'Activity, newest first (scrolls)' })).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(link).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    within(dialog()).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });
});

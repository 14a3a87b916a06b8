// @vitest-environment jsdom
import { WalletContext, type WalletContextState } from '../../hooks/wallet/wallet-test-kit';
import { PublicKey } from '@solana/web3.js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TxRecord } from '../../lib/tx/record';
import { usePendingTxStore } from '../../stores/pending-tx-store';
import { ActivityCentre } from './activity-centre';

// Real-shaped signatures (base58 of 64 bytes): the explorer link is only made for those.
const SIGA = '5'.repeat(87);
const SIGC = '4'.repeat(87);

const ME = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';
const SOMEONE = 'GokivDYuQXPZCWRkwMhdH2h91KpDQXBEmpgBgs55bnpH';

function record(overrides: Partial<TxRecord>): TxRecord {
  return {
    id: 'tx',
    kind: 'swap',
    wallet: ME,
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

beforeEach(() => {
  localStorage.clear();
  usePendingTxStore.setState({ records: [] });
});

function renderCentre(wallet: string | null = ME) {
  const context = { publicKey: wallet ? new PublicKey(wallet) : null } as unknown as WalletContextState;
  render(
    <WalletContext.Provider value={context}>
      <ActivityCentre />
    </WalletContext.Provider>,
  );
}

describe('ActivityCentre', () => {
  it('says what will appear when there is nothing yet', async () => {
    renderCentre();
    await userEvent.click(screen.getByRole('button', { name: 'Activity' }));
    const dialog = screen.getByRole('dialog', { name: 'Activity' });
    expect(await within(dialog).findByText('No activity yet — your swaps will appear here.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).toBeNull();
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
    const list = await within(screen.getByRole('dialog', { name: 'Activity' })).findByRole('list', {
      name: 'Transactions, newest first',
    });
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
    expect(within(expired).getByText('The order expired.')).toBeInTheDocument();
    expect(within(expired).getByText('Nothing was spent. Get a new quote.')).toBeInTheDocument();
    expect(within(expired).queryByRole('link')).toBeNull();
    expect(within(confirmed).getByText('Confirmed')).toBeInTheDocument();
    expect(within(confirmed).getByRole('link', { name: /View on explorer/ })).toHaveAttribute(
      'href',
      expect.stringContaining(`/tx/${SIGA}`),
    );
    expect(confirmed.querySelector('time')).toHaveAttribute('datetime', new Date(1_000_000).toISOString());
  });

  it('names a kind it does not know by its own name', async () => {
    usePendingTxStore.setState({ records: [record({ kind: 'vault-deposit', summary: 'Deposit' })] });
    renderCentre();
    await userEvent.click(screen.getByRole('button', { name: 'Activity' }));
    expect(await screen.findByRole('heading', { name: 'Vault-deposit' })).toBeInTheDocument();
  });

  it('works from the keyboard: open with Enter, reach the link, close with the Close button', async () => {
    usePendingTxStore.setState({ records: [record({ signature: SIGA, summary: 'Swap 1 SOL → 150.2 USDC' })] });
    renderCentre();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Activity' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Activity' });
    expect(dialog).toHaveAttribute('open');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: /View on explorer/ })).toHaveFocus();
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
  });
});

// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { ConnectionContext } from '../../hooks/wallet/wallet-test-kit';
import { Connection } from '@solana/web3.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApprovalRequest, TransactionSummary } from '../../lib/sandbox-wallet/approval';
import { SANDBOX_AUTO_APPROVE_KEY } from '../../lib/sandbox-wallet/constants';
import { useSandboxApprovalStore } from '../../stores/sandbox-approval-store';
import { shortAddress } from '../../utils/format';
import { SandboxApprovalDialog } from './sandbox-approval-dialog';

beforeAll(() => {
  // jsdom has no modal dialogs; the browser's showModal/close only toggle `open` as far as these tests care.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  localStorage.clear();
  useSandboxApprovalStore.setState({ pending: [], autoApprove: false });
});

const address = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';
const other = 'GokivDYuQXPZCWRkwMhdH2h91KpDQXBEmpgBgs55bnpH';
const recipient = '3Kz9pCJ4Xe6u5Wq7F2mjvDvJcG4bS1nB7uHZ5h8VQm2L';
const unknownProgram = 'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc';

// Built as data: web3.js's instruction encoders trip over jsdom's separate Uint8Array (describe-transaction.test.ts
// covers decoding real transactions).
function transactionRequest(payer = address): ApprovalRequest {
  const summary: TransactionSummary = {
    version: 0,
    feePayer: payer,
    feePayerIsWallet: payer === address,
    signers: [...new Set([payer, address])].map((a) => ({ address: a, isWallet: a === address, signed: false })),
    walletMustSign: true,
    instructions: [
      { programId: 'ComputeBudget111111111111111111111111111111', programName: 'Compute Budget Program' },
      { programId: '11111111111111111111111111111111', programName: 'System Program' },
      { programId: unknownProgram, programName: null },
    ],
    solTransfersOut: [{ to: recipient, lamports: 1_250_000_000n }],
    lookupTables: 0,
    wire: '',
  };
  return { kind: 'sign-transactions', origin: 'http://127.0.0.1:4173', address, transactions: [summary] };
}

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ConnectionContext.Provider value={{ connection: new Connection('http://127.0.0.1:1') }}>
      <QueryClientProvider client={client}>
        <SandboxApprovalDialog />
      </QueryClientProvider>
    </ConnectionContext.Provider>,
  );
}

function ask(request: ApprovalRequest): Promise<boolean> {
  let answer!: Promise<boolean>;
  act(() => {
    answer = useSandboxApprovalStore.getState().approvalRequested(request);
  });
  return answer;
}

describe('SandboxApprovalDialog', () => {
  it('shows the fee payer, signers, programs and SOL leaving the wallet, and approves', async () => {
    renderDialog();
    const answer = ask(transactionRequest());
    const dialog = await screen.findByRole('dialog', { name: 'Sign this transaction?' });
    expect(dialog).toHaveAccessibleDescription(`Sandbox wallet · ${shortAddress(address)}`);
    expect(within(dialog).getByText('Fee payer').nextElementSibling).toHaveTextContent(
      `Your wallet (${shortAddress(address)})`,
    );
    const programs = within(within(dialog).getByText('Programs').nextElementSibling as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(programs.map((li) => li.textContent)).toEqual([
      'Compute Budget Program',
      'System Program',
      `Program ${shortAddress(unknownProgram)}`,
    ]);
    expect(within(dialog).getByText('SOL out').nextElementSibling).toHaveTextContent(
      `1.25 SOL to ${shortAddress(recipient)}`,
    );
    expect(within(dialog).getByText('(your wallet)', { exact: false })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes another fee payer stand out', async () => {
    renderDialog();
    void ask(transactionRequest(other));
    const dialog = await screen.findByRole('dialog', { name: 'Sign this transaction?' });
    expect(within(dialog).getByText('Fee payer').nextElementSibling).toHaveTextContent(
      `${shortAddress(other)}, not your wallet`,
    );
  });

  it('rejects with the Reject button and with Close', async () => {
    renderDialog();
    const first = ask({ kind: 'connect', origin: 'http://127.0.0.1:4173', address });
    const dialog = await screen.findByRole('dialog', { name: 'Connect the Sandbox wallet?' });
    expect(within(dialog).getByText('http://127.0.0.1:4173')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(first).resolves.toBe(false);

    const second = ask({ kind: 'sign-message', origin: 'http://127.0.0.1:4173', address, text: 'Hello', hex: '' });
    const messageDialog = await screen.findByRole('dialog', { name: 'Sign this message?' });
    expect(within(messageDialog).getByText('Hello')).toBeInTheDocument();
    await userEvent.click(within(messageDialog).getByRole('button', { name: 'Close' }));
    await expect(second).resolves.toBe(false);
  });

  it('answers queued requests one at a time, oldest first', async () => {
    renderDialog();
    const a = ask({ kind: 'sign-message', origin: 'o', address, text: 'first', hex: '' });
    const b = ask({ kind: 'sign-message', origin: 'o', address, text: 'second', hex: '' });
    expect(await screen.findByText('first')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('second')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await expect(a).resolves.toBe(true);
    await expect(b).resolves.toBe(false);
  });

  it('"Approve automatically" is a switch that persists and skips the dialog from then on', async () => {
    renderDialog();
    const pending = ask({ kind: 'connect', origin: 'o', address });
    const toggle = await screen.findByRole('switch', { name: 'Approve automatically' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem(SANDBOX_AUTO_APPROVE_KEY)).toBe('true');
    // The request on screen still waits for an answer; the next one does not ask.
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await expect(pending).resolves.toBe(true);
    await expect(ask(transactionRequest())).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// @vitest-environment jsdom
import { Keypair } from '@solana/web3.js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../stores/ui-store';
import { openSandboxClient, type SandboxClient } from '../../test/sandbox-client';
import { SendSolDialog } from './send-sol-dialog';

const OTHER = Keypair.generate().publicKey.toBase58();

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

// A wallet holding 2 SOL on the in-process sandbox; the dialog's balance, check, signature and landing are real.
let sb: SandboxClient;
let self: string;
async function renderDialog({ approves = true } = {}) {
  self = sb.connect({ sol: 2_000_000_000n }, { approves }).address;
  render(<SendSolDialog />, { wrapper: sb.wrapper });
  const dialog = screen.getByRole('dialog', { name: 'Send SOL' });
  expect(await within(dialog).findByText(/Balance: 2 SOL/)).toBeInTheDocument();
  return dialog;
}
const lamports = (address: string) => sb.sandbox.ledger.getBalance(address);

beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'send-sol-dialog' });
  useUiStore.setState({ dialog: 'send-sol' });
});
afterEach(() => sb.close());

describe('SendSolDialog', () => {
  it('says what is missing on submit and sends nothing', async () => {
    const dialog = await renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByLabelText('Recipient address')).toHaveAccessibleDescription(
      'Enter the recipient’s address.',
    );
    expect(within(dialog).getByLabelText('Amount (SOL)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount.'),
    );
    expect(within(dialog).getByLabelText('Recipient address')).toBeInvalid();

    await userEvent.type(within(dialog).getByLabelText('Recipient address'), self);
    await userEvent.type(within(dialog).getByLabelText('Amount (SOL)'), '5');
    expect(within(dialog).getByLabelText('Recipient address')).toHaveAccessibleDescription(
      expect.stringMatching(/your own address/),
    );
    expect(within(dialog).getByLabelText('Amount (SOL)')).toHaveAccessibleDescription(
      expect.stringMatching(/Not enough SOL: you have 2 SOL/),
    );
    expect(lamports(self)).toBe(2_000_000_000n);
  });

  it('Max fills the balance less the fee reserve, and a valid form sends those lamports', async () => {
    const dialog = await renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect(within(dialog).getByLabelText('Amount (SOL)')).toHaveValue('1.99');
    await userEvent.type(within(dialog).getByLabelText('Recipient address'), OTHER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(useUiStore.getState().dialog).toBeNull(), { timeout: 25_000 });
    expect(lamports(OTHER)).toBe(1_990_000_000n);
    expect(lamports(self)).toBe(2_000_000_000n - 1_990_000_000n - 5_000n);
  });

  it('a rejection in the wallet says nothing was sent and keeps the form', async () => {
    const dialog = await renderDialog({ approves: false });
    await userEvent.type(within(dialog).getByLabelText('Recipient address'), OTHER);
    await userEvent.type(within(dialog).getByLabelText('Amount (SOL)'), '0.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You rejected the signature in your wallet; nothing was sent.',
    );
    expect(useUiStore.getState().dialog).toBe('send-sol');
    expect(within(dialog).getByLabelText('Amount (SOL)')).toHaveValue('0.5');
    expect(lamports(OTHER)).toBe(0n);
  });

  it('shows a rent problem found at send time', async () => {
    const dialog = await renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Recipient address'), OTHER);
    await userEvent.type(within(dialog).getByLabelText('Amount (SOL)'), '0.0001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /That address holds no SOL yet, so it needs at least [\d.]+ SOL to exist on chain\./,
    );
    expect(lamports(OTHER)).toBe(0n);
  });
});

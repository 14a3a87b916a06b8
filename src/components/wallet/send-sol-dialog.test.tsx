// @vitest-environment jsdom
import { WalletContext, type WalletContextState } from '../../hooks/wallet/wallet-test-kit';
import { PublicKey } from '@solana/web3.js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWeb3 } from '../../lib/lazy-web3';
import type { TxActionFailure, TxActionState } from '../../hooks/tx/use-tx-action';
import type { SendSolVars } from '../../hooks/use-send-sol';
import { REJECTED_MESSAGE } from '../../hooks/use-sign-and-send';
import { useUiStore } from '../../stores/ui-store';
import { SendSolDialog } from './send-sol-dialog';

const SELF = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';
const OTHER = 'GokivDYuQXPZCWRkwMhdH2h91KpDQXBEmpgBgs55bnpH';

// The hooks talk to the RPC and the wallet (tested on their own); here they are stand-ins so the form is what is tested.
// The write keeps useTxAction's state shape: `send` resolves to its failure, or null once sent.
const send = vi.fn<(input: SendSolVars) => Promise<TxActionFailure | null>>();
vi.mock('../../hooks/use-send-sol', async (importOriginal) => {
  const { useState } = await import('react');
  return {
    ...(await importOriginal<typeof import('../../hooks/use-send-sol')>()),
    useSendSol: () => {
      const [state, setState] = useState<TxActionState<{ signature: string }>>({ status: 'idle' });
      const run = (vars: SendSolVars) =>
        void send(vars).then((failure) =>
          setState(failure ? { status: 'error', failure } : { status: 'done', result: { signature: 'SIG' } }),
        );
      return { state, run, busy: false, reset: () => setState({ status: 'idle' }) };
    },
  };
});
vi.mock('../../hooks/use-wallet-balances', () => ({
  useWalletBalances: () => ({ data: { owner: SELF, lamports: 2_000_000_000n, tokens: {} }, isError: false }),
}));

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  send.mockReset();
  useUiStore.setState({ dialog: 'send-sol' });
});

function renderDialog() {
  const wallet = { publicKey: new PublicKey(SELF), connected: true } as unknown as WalletContextState;
  render(
    <WalletContext.Provider value={wallet}>
      <SendSolDialog />
    </WalletContext.Provider>,
  );
  return screen.getByRole('dialog', { name: 'Send SOL' });
}

// Balances load web3.js lazily (architecture.md "What loads when"); loaded once here, outside any waitFor.
beforeAll(() => loadWeb3(), 30_000);

describe('SendSolDialog', () => {
  it('says what is missing on submit and sends nothing', async () => {
    const dialog = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByLabelText('Recipient address')).toHaveAccessibleDescription(
      'Enter the recipient’s address.',
    );
    expect(within(dialog).getByLabelText('Amount (SOL)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount.'),
    );
    expect(within(dialog).getByLabelText('Recipient address')).toBeInvalid();
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Recipient address'), SELF);
    await userEvent.type(within(dialog).getByLabelText('Amount (SOL)'), '5');
    expect(within(dialog).getByLabelText('Recipient address')).toHaveAccessibleDescription(
      expect.stringMatching(/your own address/),
    );
    expect(within(dialog).getByLabelText('Amount (SOL)')).toHaveAccessibleDescription(
      expect.stringMatching(/Not enough SOL: you have 2 SOL/),
    );
  });

  it('Max fills the balance less the fee reserve, and a valid form sends the raw lamports', async () => {
    send.mockResolvedValue(null);
    const dialog = renderDialog();
    expect(within(dialog).getByText(/Balance: 2 SOL/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect(within(dialog).getByLabelText('Amount (SOL)')).toHaveValue('1.99');
    await userEvent.type(within(dialog).getByLabelText('Recipient address'), OTHER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ to: OTHER, lamports: 1_990_000_000n, balance: 2_000_000_000n });
    await vi.waitFor(() => expect(useUiStore.getState().dialog).toBeNull());
  });

  it('a rejection in the wallet says nothing was sent and keeps the form', async () => {
    send.mockResolvedValue({ kind: 'rejected', message: REJECTED_MESSAGE });
    const dialog = renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Recipient address'), OTHER);
    await userEvent.type(within(dialog).getByLabelText('Amount (SOL)'), '0.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You rejected the signature in your wallet; nothing was sent.',
    );
    expect(useUiStore.getState().dialog).toBe('send-sol');
    expect(within(dialog).getByLabelText('Amount (SOL)')).toHaveValue('0.5');
  });

  it('shows a rent problem found at send time', async () => {
    send.mockResolvedValue({ kind: 'refused', message: 'That address holds no SOL yet…' });
    const dialog = renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Recipient address'), OTHER);
    await userEvent.type(within(dialog).getByLabelText('Amount (SOL)'), '0.0001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That address holds no SOL yet…');
  });
});

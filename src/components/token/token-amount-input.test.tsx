// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedTokenInfo, type TokenInfo } from '../../lib/token-info';
import { defaultSettings } from '../../stores/settings-schema';
import { useSettingsStore } from '../../stores/settings-store';
import { openSandboxClient, type SandboxClient } from '../../test/sandbox-client';
import { formatUsd } from '../../utils/format';
import { JUP, SOL, USDC } from './picker-fixtures';
import { TokenAmountInput, type TokenAmountInputProps } from './token-amount-input';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
// Tokens, prices and a wallet of 2 SOL and 12.5 USDC from the in-process sandbox.
let sb: SandboxClient;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'token-amount-input', paused: true });
});
afterEach(() => sb.close());
const connect = () => sb.connect({ sol: 2_000_000_000n, tokens: { [USDC]: 12_500_000n } });
const usdPrice = async (mint: string) =>
  ((await sb.json(`/price/v3?ids=${mint}`)).body as Record<string, { usdPrice: number }>)[mint]!.usdPrice;

const defaultFees = {
  priorityFee: defaultSettings.priorityFee,
  mevTipLamports: defaultSettings.mevTipLamports,
};
const SOL_T = seedTokenInfo({ mint: SOL, symbol: 'SOL', decimals: 9 });
const USDC_T = seedTokenInfo({ mint: USDC, symbol: 'USDC', decimals: 6 });

function setup(props: Partial<TokenAmountInputProps> & { token: TokenInfo }, initial = '') {
  function Harness() {
    const [value, setValue] = useState(initial);
    return <TokenAmountInput label="You pay" value={value} onChange={setValue} {...props} />;
  }
  render(<Harness />, { wrapper: sb.wrapper });
  return { user: userEvent.setup(), input: screen.getByLabelText(props.label ?? 'You pay') };
}

describe('TokenAmountInput', () => {
  it('shows the balance; Max and Half fill it exactly', async () => {
    connect();
    const { user, input } = setup({ token: USDC_T });
    expect(await screen.findByText('Balance: 12.5 USDC')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(input).toHaveValue('12.5');
    await user.click(screen.getByRole('button', { name: 'Half' }));
    expect(input).toHaveValue('6.25');
  });

  it('keeps 0.01 SOL for fees on Max and Half, and says why', async () => {
    connect();
    const { user, input } = setup({ token: SOL_T });
    expect(await screen.findByText('Balance: 2 SOL')).toBeInTheDocument();
    const max = screen.getByRole('button', { name: 'Max' });
    expect(max).toHaveAccessibleDescription(/Keeps 0.01 SOL for network fees/);
    await user.click(max);
    expect(input).toHaveValue('1.99');
    await user.click(screen.getByRole('button', { name: 'Half' }));
    expect(input).toHaveValue('1');
  });

  it('keeps a custom priority fee and MEV tip from Settings on top of the reserve, and says how much', async () => {
    useSettingsStore.setState((st) => ({
      settings: {
        ...st.settings,
        priorityFee: { mode: 'custom', lamports: '50000000', broadcast: 'exactFee' },
        mevTipLamports: '1000000',
      },
    }));
    try {
      connect();
      const { user, input } = setup({ token: SOL_T });
      const max = await screen.findByRole('button', { name: 'Max' });
      expect(max).toHaveAccessibleDescription(/Keeps 0.061 SOL for network fees/);
      await user.click(max);
      expect(input).toHaveValue('1.939');
    } finally {
      useSettingsStore.setState((st) => ({ settings: { ...st.settings, ...defaultFees } }));
    }
  });

  it('shows the USD value under the amount (price v3), also as the input’s description', async () => {
    const value = `≈ ${formatUsd(0.5 * (await usdPrice(SOL)))}`;
    const { user, input } = setup({ token: SOL_T });
    await user.type(input, '0.5');
    expect(await screen.findByText(value)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(value);
  });

  it('says so when a token has no USD price', async () => {
    sb.answer('/price/v3', (prices: Record<string, unknown>) => ({ ...prices, [JUP]: undefined }));
    const { user, input } = setup({ token: seedTokenInfo({ mint: JUP, symbol: 'JUP', decimals: 6 }) });
    await user.type(input, '3');
    expect(await screen.findByText('No USD price for this token')).toBeInTheDocument();
  });

  it('refuses more decimals than the token has, with the reason, and keeps locale-safe typing', async () => {
    const { user, input } = setup({ token: USDC_T });
    await user.type(input, '1,5');
    expect(input).toHaveValue('1,5');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.clear(input);
    await user.type(input, '1.1234567');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/at most 6 decimal places/);
  });

  it('read-only output side: the quoted amount with USD, no Max / Half', async () => {
    connect();
    const value = `≈ ${formatUsd(17.05 * (await usdPrice(USDC)))}`;
    setup({ token: USDC_T, readOnly: true, label: 'You receive' }, '17.05');
    const input = screen.getByLabelText('You receive');
    expect(input).toHaveAttribute('readonly');
    expect(await screen.findByText(value)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull();
  });

  it('without a wallet: no balance line and no Max', async () => {
    setup({ token: USDC_T });
    await waitFor(() => expect(sb.queryClient.isFetching()).toBe(0));
    expect(screen.queryByText(/Balance/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull();
  });

  it('the token button opens the picker (loaded on demand) and reports the choice', async () => {
    connect();
    const onTokenChange = vi.fn<(t: TokenInfo) => void>();
    const { user } = setup({ token: USDC_T, onTokenChange, otherMint: SOL, pickerTitle: 'You pay with' });
    const button = screen.getByRole('button', { name: 'You pay token: USDC. Change token' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'You pay with' });
    const jupOption = await within(dialog).findByRole('option', { name: 'JUP Jupiter' });
    expect(within(dialog).queryByRole('option', { name: 'SOL Wrapped SOL' })).toBeNull();
    expect(within(dialog).getByRole('option', { name: 'USDC USD Coin' })).toHaveAttribute('aria-selected', 'true');
    await user.click(jupOption);
    expect(onTokenChange).toHaveBeenCalledWith(expect.objectContaining({ mint: JUP, symbol: 'JUP' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });
});

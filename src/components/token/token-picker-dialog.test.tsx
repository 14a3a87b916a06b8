// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MintInformation } from '../../api/tokens/schemas';
import type { TokenInfo } from '../../lib/token-info';
import { TOKEN_PROGRAM } from '../../utils/solana-wire/programs';
import { openSandboxClient, type SandboxClient } from '../../test/sandbox-client';
import {
  fakeTokenApi,
  generatedRecords,
  HUGE,
  huge,
  jitoSol,
  JUP,
  jup,
  SCAM,
  scam,
  SOL,
  sol,
  USDC,
  usdc,
} from './picker-fixtures';
import { TokenPickerDialog, type TokenPickerDialogProps } from './token-picker-dialog';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
// The wallet's balances are a sandbox wallet's, read over its RPC; the token universe is the fixture records.
let sb: SandboxClient;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'token-picker-dialog' });
});
afterEach(() => sb.close());

const RECORDS = [sol, usdc, jup, jitoSol, scam];
const PRICES = { [SOL]: 150, [USDC]: 1, [JUP]: 0.5 };

/** A wallet of 2 SOL and 1,000 USDC (or what `funding` says) connected to the picker. */
const holder = (funding: Parameters<SandboxClient['connect']>[0] = { tokens: { [USDC]: 1_000_000_000n } }) =>
  sb.connect({ sol: 2_000_000_000n, ...funding });

function setup(props: Partial<TokenPickerDialogProps> = {}, records: readonly MintInformation[] = RECORDS) {
  const api = fakeTokenApi(records, PRICES);
  for (const path of ['/tokens/v2/tag', '/tokens/v2/search', '/price/v3']) {
    sb.answer(path, (_: unknown, url: URL) => api.fetch(url));
  }
  const onSelect = vi.fn<(token: TokenInfo) => void>();
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Choose token
        </button>
        <TokenPickerDialog open={open} onOpenChange={setOpen} onSelect={onSelect} title="Select a token" {...props} />
      </>
    );
  }
  const user = userEvent.setup();
  render(<Harness />, { wrapper: sb.wrapper });
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Choose token' }));
    const dialog = screen.getByRole('dialog', { name: 'Select a token' });
    const search = within(dialog).getByRole('combobox', { name: /search/i });
    await waitFor(() => expect(search).toHaveFocus());
    return { dialog, search };
  };
  return { user, onSelect, open, api };
}

type Accounts = { result: { value: unknown[] } };
const hugeAccount = (owner: string) => ({
  pubkey: 'HugeAcc111111111111111111111111111111111111',
  account: {
    executable: false,
    lamports: 2039280,
    owner: TOKEN_PROGRAM,
    rentEpoch: 0,
    space: 165,
    data: {
      program: 'spl-token',
      space: 165,
      parsed: {
        type: 'account',
        info: {
          mint: HUGE,
          owner,
          state: 'initialized',
          isNative: false,
          tokenAmount: { amount: String(10n ** 24n), decimals: 24, uiAmount: 1, uiAmountString: '1' },
        },
      },
    },
  },
});

const symbols = () =>
  screen.queryAllByRole('option').map((o) => document.getElementById(`${o.id}-symbol`)?.textContent ?? '');

describe('TokenPickerDialog', () => {
  it('lists the held tokens first, by value, with balance and USD, then the verified list', async () => {
    holder();
    const { open } = setup();
    await open();
    await waitFor(() => expect(symbols()).toEqual(['USDC', 'SOL', 'JUP', 'JitoSOL']));
    const usdcOption = screen.getByRole('option', { name: 'USDC USD Coin' });
    await waitFor(() => expect(usdcOption).toHaveAccessibleDescription(/You hold 1,000 USDC \(\$1,000\.00\)/));
    expect(within(usdcOption).getByText('$1,000.00')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'SOL Wrapped SOL' })).toHaveAccessibleDescription(
      /Verified\..*You hold 2 SOL \(\$300\.00\)/,
    );
  });

  it('shows a held token with more than 18 decimals as unsupported and does not let it be chosen', async () => {
    const { address } = holder({});
    // An SPL mint may say up to 255 decimals: the RPC's parsed answer gains one such account for the wallet.
    sb.rpcAnswer('getTokenAccountsByOwner', (body: Accounts, asked: { params: unknown[] }) => {
      if (JSON.stringify(asked.params[1]).includes(TOKEN_PROGRAM)) body.result.value.push(hugeAccount(address));
      return body;
    });
    const { open, user, onSelect } = setup({}, [...RECORDS, huge]);
    const { search } = await open();
    const option = await screen.findByRole('option', { name: 'HUGE Huge Decimals' });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(within(option).getByText(/Unsupported/)).toBeInTheDocument();
    expect(option).toHaveAccessibleDescription(/24 decimal places/);
    await user.click(option);
    await user.type(search, 'huge');
    await waitFor(() => expect(symbols()).toEqual(['HUGE']));
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('searches by symbol, by name and by pasted mint, merging the service search', async () => {
    const { open, user, api } = setup();
    const { search } = await open();
    await user.type(search, 'jup');
    await waitFor(() => expect(symbols()).toEqual(['JUP']));
    await user.clear(search);
    await user.type(search, 'jito staked');
    await waitFor(() => expect(symbols()).toEqual(['JitoSOL']));
    await user.clear(search);
    await user.click(search);
    await user.paste(SCAM);
    // The look-alike is not in the verified list: it comes from tokens v2 search for the pasted mint.
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.id.endsWith(SCAM))).toEqual([true]));
    expect(api.requests.some((u) => u.pathname === '/tokens/v2/search' && u.searchParams.get('query') === SCAM)).toBe(
      true,
    );
  });

  it('says so when a pasted mint is unknown', async () => {
    const { open, user } = setup();
    const { search } = await open();
    await user.click(search);
    await user.paste('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU');
    expect(await screen.findByText('No token with this mint')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(search).toHaveAttribute('aria-expanded', 'false');
  });

  it('ranks the verified token above a look-alike and shows the look-alike’s risks', async () => {
    const { open, user } = setup();
    const { search } = await open();
    await user.type(search, 'usdc');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    const [real, fake] = screen.getAllByRole('option');
    expect(real?.id.endsWith(USDC)).toBe(true);
    expect(fake?.id.endsWith(SCAM)).toBe(true);
    expect(within(fake!).getByText(/Suspicious/)).toHaveAttribute('title', expect.stringMatching(/suspicious/));
    expect(fake).toHaveAccessibleDescription(/Not verified\..*suspicious.*freeze.*create more.*organic.*91%/);
    // A verified stablecoin's kept authorities are facts, not badges.
    expect(within(real!).queryByText(/⚠/)).toBeNull();
    expect(real).toHaveAccessibleDescription(/Verified\..*freeze authority is kept/);
  });

  it('filters by tab: LST, and Verified leaves the unverified search results out', async () => {
    const { open, user } = setup();
    const { dialog, search } = await open();
    await user.click(within(dialog).getByRole('tab', { name: 'LST' }));
    await waitFor(() => expect(symbols()).toEqual(['JitoSOL']));
    expect(screen.getByRole('option', { name: 'JitoSOL Jito Staked SOL' })).toHaveTextContent(/· LST/);
    await user.click(within(dialog).getByRole('tab', { name: 'Verified' }));
    await user.type(search, 'usdc');
    await waitFor(() => expect(symbols()).toEqual(['USDC']));
    await new Promise((r) => setTimeout(r, 400)); // the debounced search has answered with both
    expect(symbols()).toEqual(['USDC']);
  });

  it('offers only the wallet’s tokens when held-only, with no service search', async () => {
    holder();
    const { open, user, api } = setup({ heldOnly: true });
    const { search } = await open();
    await waitFor(() => expect(symbols()).toEqual(['USDC', 'SOL']));
    await user.type(search, 'jup');
    expect(await screen.findByText(/No token matches “jup”/)).toBeInTheDocument();
    const typed = api.requests.filter(
      (u) => u.pathname === '/tokens/v2/search' && 'jup'.startsWith(u.searchParams.get('query') ?? ''),
    );
    expect(typed).toEqual([]);
  });

  it('says so when held-only and the wallet holds nothing', async () => {
    sb.connect({ sol: 0n });
    const { open } = setup({ heldOnly: true });
    await open();
    expect(await screen.findByText('Your wallet holds no tokens to choose from.')).toBeInTheDocument();
  });

  it('leaves out the other side’s token and marks the selected one', async () => {
    const { open } = setup({ excludeMint: USDC, selectedMint: JUP });
    await open();
    await waitFor(() => expect(symbols()).toEqual(['SOL', 'JUP', 'JitoSOL']));
    expect(screen.getByRole('option', { name: 'JUP Jupiter' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'SOL Wrapped SOL' })).toHaveAttribute('aria-selected', 'false');
  });

  it('works from the keyboard: arrows, Home / End, Enter chooses and focus returns to the opener', async () => {
    const { user, onSelect } = setup();
    const opener = screen.getByRole('button', { name: 'Choose token' });
    opener.focus();
    await user.keyboard('{Enter}');
    const search = await screen.findByRole('combobox');
    await waitFor(() => expect(search).toHaveFocus());
    await waitFor(() => expect(symbols()).toHaveLength(4));
    const activeSymbol = () =>
      document.getElementById(`${search.getAttribute('aria-activedescendant') ?? ''}-symbol`)?.textContent;
    expect(activeSymbol()).toBe('SOL');
    await user.keyboard('{ArrowDown}');
    expect(activeSymbol()).toBe('USDC');
    await user.keyboard('{End}');
    expect(activeSymbol()).toBe('JitoSOL');
    await user.keyboard('{ArrowDown}');
    expect(activeSymbol()).toBe('JitoSOL');
    await user.keyboard('{Home}{ArrowUp}');
    expect(activeSymbol()).toBe('SOL');
    await user.keyboard('{PageDown}');
    expect(activeSymbol()).toBe('JitoSOL');
    await user.keyboard('{PageUp}{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ mint: JUP, symbol: 'JUP', decimals: 6 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { open, user, onSelect } = setup();
    await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose token' })).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('copies a row’s mint and links it to the explorer', async () => {
    const { open, user } = setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Copy the mint address of USDC' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(USDC);
    expect(screen.getByRole('status')).toHaveTextContent('Mint address of USDC copied.');
    const link = screen.getByRole('link', { name: /View USDC on .* \(opens in a new tab\)/ });
    expect(link.getAttribute('href')).toContain(USDC);
  });

  it('keeps the rendered rows bounded over 6,000 tokens while scrolling by key and filtering', async () => {
    const { open, user } = setup({}, [sol, usdc, ...generatedRecords(6_000)]);
    const { search } = await open();
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '6002'));
    expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(25);
    await user.keyboard('{End}');
    const active = document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveAttribute('aria-posinset', '6002');
    expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(25);
    await user.type(search, 'gen59');
    // GEN59, GEN590–GEN599, GEN5900–GEN5999: 111 matches, still a window of them.
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '111'));
    expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(25);
    expect(symbols()[0]).toBe('GEN59');
  });
});

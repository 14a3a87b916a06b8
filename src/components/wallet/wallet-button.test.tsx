// @vitest-environment jsdom
import { ConnectionContext, WalletContext, type WalletContextState } from '../../hooks/wallet/wallet-test-kit';
import { PublicKey } from '@solana/web3.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWeb3 } from '../../lib/lazy-web3';
import { TOKEN_PROGRAM_ID } from '../../hooks/use-wallet-balances';
import { useUiStore } from '../../stores/ui-store';
import { WalletButton } from './wallet-button';

const ADDRESS = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const USDT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
const OTHER_MINT = 'GokivDYuQXPZCWRkwMhdH2h91KpDQXBEmpgBgs55bnpH';
const HUGE_MINT = 'HugeDec1111111111111111111111111111111111111';

function account(mint: string, amount: string, decimals: number) {
  return {
    pubkey: ADDRESS,
    account: { data: { parsed: { info: { mint, tokenAmount: { amount, decimals } } } } },
  };
}

const realFetch = globalThis.fetch;

function renderButton({
  walletName = 'Sandbox wallet',
  getBalance = () => Promise.resolve(2_500_000_000),
  extra = [] as ReturnType<typeof account>[],
} = {}) {
  const connection = {
    rpcEndpoint: 'http://127.0.0.1:8899',
    getBalance: vi.fn(getBalance),
  };
  const held = [account(USDT, '0', 6), account(OTHER_MINT, '123456789', 9), account(USDC, '1000000000', 6), ...extra];
  // The balances' token accounts come by plain JSON-RPC (use-wallet-balances), not through the Connection.
  vi.stubGlobal('fetch', (url: string, init: RequestInit & { body: string }) => {
    if (url !== connection.rpcEndpoint) return realFetch(url, init);
    const asked = JSON.parse(init.body) as { params?: [string, { programId: string }] };
    const value = asked.params?.[1].programId === TOKEN_PROGRAM_ID ? held : [];
    return Promise.resolve(Response.json({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value } }));
  });
  const wallet = {
    publicKey: new PublicKey(ADDRESS),
    connected: true,
    connecting: false,
    wallet: { adapter: { name: walletName, icon: 'data:image/svg+xml;base64,PHN2Zy8+' } },
    disconnect: vi.fn(() => Promise.resolve()),
  } as unknown as WalletContextState;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConnectionContext.Provider value={{ connection: connection as never }}>
        <WalletContext.Provider value={wallet}>
          <WalletButton />
        </WalletContext.Provider>
      </ConnectionContext.Provider>
    </QueryClientProvider>,
  );
  return { connection };
}

beforeEach(() => {
  localStorage.clear();
  useUiStore.setState({ dialog: null });
});

// Balances load web3.js lazily (architecture.md "What loads when"); loaded once here, outside any waitFor.
beforeAll(() => loadWeb3(), 30_000);

describe('WalletButton', () => {
  it('shows the SOL balance beside the short address', async () => {
    renderButton();
    const button = await screen.findByRole('button', { name: `Wallet ${ADDRESS}, 2.5 SOL` }, { timeout: 5_000 });
    expect(button).toHaveTextContent('2.5 SOL');
    expect(button).toHaveTextContent('7Ytt…j2G5');
  });

  it('lists held tokens in the menu, known symbols first, unknown mints shortened, empty accounts left out', async () => {
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: /2\.5 SOL/ }));
    const list = await screen.findByRole('list', { name: 'Token balances' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => Array.from(li.children, (c) => c.textContent).join(' '));
    expect(rows).toEqual(['SOL 2.5', 'USDC 1,000', 'Goki…bnpH 0.123456']);
  });

  it('lists a big wallet 40 tokens at a time, the rest a click away', async () => {
    const { Keypair } = await import('@solana/web3.js');
    const mints = Array.from({ length: 45 }, () => Keypair.generate().publicKey.toBase58());
    renderButton({ extra: mints.map((m) => account(m, '1000', 3)) });
    await userEvent.click(await screen.findByRole('button', { name: /2\.5 SOL/ }));
    const list = await screen.findByRole('list', { name: 'Token balances' });
    // SOL, 40 of the 47 held tokens, and the button.
    expect(within(list).getAllByRole('listitem')).toHaveLength(42);
    await userEvent.click(within(list).getByRole('button', { name: 'Show 7 more of 7' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(48);
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('labels a held token with more than 18 decimals unsupported instead of crashing', async () => {
    renderButton({ extra: [account(HUGE_MINT, '1000000000000000000000000', 24)] });
    await userEvent.click(await screen.findByRole('button', { name: /2\.5 SOL/ }));
    const list = await screen.findByRole('list', { name: 'Token balances' });
    expect(within(list).getByTitle(HUGE_MINT).parentElement).toHaveTextContent(/Unsupported \(24 decimals\)/);
  });

  it('opens Send SOL from the menu, and offers auto-approve only for the Sandbox wallet', async () => {
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: /Wallet/ }));
    expect(screen.getByRole('switch', { name: 'Approve automatically' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send SOL' }));
    expect(useUiStore.getState().dialog).toBe('send-sol');
  });

  it('has no auto-approve switch for another wallet', async () => {
    renderButton({ walletName: 'Phantom' });
    await userEvent.click(await screen.findByRole('button', { name: /Wallet/ }));
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says so in the menu when the RPC fails, and offers a retry', async () => {
    const { connection } = renderButton({ getBalance: () => Promise.reject(new Error('RPC down')) });
    await userEvent.click(await screen.findByRole('button', { name: `Wallet ${ADDRESS}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not read balances from http://127.0.0.1:8899: RPC down',
    );
    connection.getBalance.mockResolvedValue(1_000_000_000);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Token balances' })).toHaveTextContent('SOL1');
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, testClient, type RecordedRequest } from '../../../api/fake-fetch';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { useLaunchesStore, type Launch } from '../state/launches-store';
import { MyLaunches } from './my-launches';

const WALLET = 'HYbxGkNvEwvZ14RzJHPB9h3dWfXjxwAEhkyzJRHx1hBf';
const CURVE_MINT = '9BEcn9aPEmhSPbPQeFGjidRiEKki46fVQDyPpSQXPA2D';
const GRADUATED_MINT = 'DkWHrqp9GgjZ5qxb5456X2Ey6XtbE3eToMuhNvdpzsGk';
const POOL: Record<string, string> = {
  [CURVE_MINT]: '6S2djLyQv1NTHktqS7oDxQiVCh7mYXD473hxZresQY3',
  [GRADUATED_MINT]: WALLET,
};
const DAMM = '3Kz4Fq6Bf1UuXJLQ4gA8rFxVYhCzcnWcV7S4C6fBvvEo';

vi.mock('../../../hooks/wallet/use-wallet', () => ({
  useWallet: () => ({ publicKey: { toBase58: () => WALLET } }),
}));
const reply = (req: RecordedRequest) => {
  const path = req.url.pathname;
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  if (path.startsWith('/studio/v1/dbc-pool/addresses/')) {
    const mint = path.split('/').at(-1) ?? '';
    const dammv2PoolAddress = mint === GRADUATED_MINT ? DAMM : null;
    return json({ success: true, data: { dbcPoolAddress: POOL[mint], dammv2PoolAddress, configKey: null } });
  }
  if (path === '/studio/v1/dbc/fee') return json({ unclaimed: '1234567', total: '2000000' });
  if (path.startsWith('/price/v3'))
    return json({
      [STUDIO_QUOTE_MINTS.USDC]: {
        usdPrice: 2,
        createdAt: '2026-01-01T00:00:00Z',
        liquidity: 1e9,
        blockId: 1,
        decimals: 6,
        priceChange24h: 0,
      },
    });
  return new Response('{}', { status: 404 });
};
const fake = fakeFetch(reply);
vi.mock('../../../hooks/use-api-client', () => ({ useApiClient: () => testClient(fake) }));
const run = vi.fn();
vi.mock('../hooks/use-claim-fee', () => ({
  useClaimFee: () => ({ run, busy: false, state: { status: 'idle' } }),
}));

const launch = (mint: string, name: string, symbol: string): Launch => ({
  wallet: WALLET,
  mint,
  name,
  symbol,
  quote: 'USDC',
  imageUrl: '',
  signature: '',
  createdAt: 0,
  vesting: null,
});

beforeEach(() => {
  run.mockReset();
  useLaunchesStore.setState({
    launches: [launch(CURVE_MINT, 'Curve Cat', 'CCAT'), launch(GRADUATED_MINT, 'Grad Dog', 'GDOG')],
  });
});

describe('MyLaunches', () => {
  it('shows each pool’s state, unclaimed fees in the quote token and USD, and claims them', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <MyLaunches />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const curve = screen.getByRole('article', { name: 'Curve Cat (CCAT)' });
    const graduated = screen.getByRole('article', { name: 'Grad Dog (GDOG)' });
    expect(await within(curve).findByText('On the bonding curve')).toBeInTheDocument();
    expect(await within(graduated).findByText('Graduated')).toBeInTheDocument();
    // 1.234567 USDC at 2 USD.
    const unclaimed = within(curve).getAllByRole('definition')[0];
    await vi.waitFor(() => expect(unclaimed).toHaveTextContent('1.234567 USDC ($2.47)'));
    expect(within(curve).getAllByRole('definition')[1]).toHaveTextContent('2 USDC');
    fireEvent.click(within(curve).getByRole('button', { name: 'Claim fees of CCAT' }));
    expect(run).toHaveBeenCalledWith({
      wallet: WALLET,
      poolAddress: POOL[CURVE_MINT] ?? '',
      symbol: 'CCAT',
      quote: 'USDC',
      unclaimed: 1_234_567n,
    });
  });
});

// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderbookSchema, positionSchema, type Orderbook } from '../../../api/prediction/schemas';
import { position as wirePosition, twoLevelNoBook } from '../../../api/prediction/test-fixtures';
import type { ClaimVars, SellVars } from '../hooks/use-prediction-writes';
import { minSellProceeds, USDC } from '../utils/statements';
import { PositionRow } from './position-row';

const books = vi.hoisted(() => ({ shown: null as Orderbook, fresh: null as Orderbook }));
const sellRun = vi.fn<(vars: SellVars) => void>();
const claimRun = vi.fn<(vars: ClaimVars) => void>();
const idle = { reset: vi.fn(), retry: vi.fn(), busy: false, state: { status: 'idle' } };

vi.mock('@tanstack/react-query', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-query')>()),
  useQuery: () => ({
    data: books.shown,
    isPending: false,
    refetch: () => Promise.resolve({ data: books.fresh }),
  }),
}));
vi.mock('../../../hooks/use-api-client', () => ({ useApiClient: () => ({}) }));
vi.mock('../../../hooks/wallet/use-wallet', () => ({ useWallet: () => ({ publicKey: null }) }));
vi.mock('../hooks/use-payout-mint', () => ({ usePayoutMint: () => ({ data: USDC.mint, isPending: false }) }));
vi.mock('../hooks/use-prediction-writes', () => ({
  useSell: () => ({ ...idle, run: sellRun }),
  useClaim: () => ({ ...idle, run: claimRun }),
}));

const book = orderbookSchema.parse(twoLevelNoBook);
const lower = orderbookSchema.parse({ ...twoLevelNoBook, no_dollars: [['0.20', 30]] });
const openNo = positionSchema.parse({ ...wirePosition, isYes: false, claimable: false });

beforeEach(() => {
  vi.clearAllMocks();
  books.shown = book;
  books.fresh = book;
});

function sellAll() {
  render(<PositionRow position={openNo} />);
  fireEvent.click(screen.getByRole('button', { name: /^Sell NO/ }));
  fireEvent.click(screen.getByRole('button', { name: 'All' }));
}

describe('PositionRow sell', () => {
  it('shows the floor from the bids and signs against it', async () => {
    sellAll();
    // 7.69 NO into the 35¢ bids: 35¢ less 2 % is 34.3¢, floored to 34¢.
    expect(screen.getByText(/at least 34¢ \(2% slippage\): you receive at least \$[\d.]+ USDC/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sell at the book' }));
    await waitFor(() => expect(sellRun).toHaveBeenCalledOnce());
    expect(sellRun.mock.calls[0]?.[0]).toMatchObject({
      floor: 340_000n,
      minProceeds: minSellProceeds(7_690_000n, 340_000n),
    });
  });

  it('puts a lower floor back on screen instead of selling', async () => {
    sellAll();
    books.fresh = lower;
    fireEvent.click(screen.getByRole('button', { name: 'Sell at the book' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The bids moved: review the new floor and sell again.',
    );
    expect(sellRun).not.toHaveBeenCalled();
  });
});

describe('PositionRow claim', () => {
  it('claims $1 a contract held, the figure on the button', () => {
    render(<PositionRow position={positionSchema.parse(wirePosition)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim $7.69 in USDC' }));
    expect(claimRun.mock.calls[0]?.[0]).toMatchObject({ payout: 7_692_307n });
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimeRecurring } from '../../../api/recurring/schemas';
import { MeasuredList } from '../../../components/ui/measured-list';
import { recurringTitle, RecurringOrderItem } from './recurring-order-item';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SOL = 'So11111111111111111111111111111111111111112';
const SIG = '5'.repeat(87);
const labels = new Map([
  [USDC, { symbol: 'USDC', decimals: 6 }],
  [SOL, { symbol: 'SOL', decimals: 9 }],
]);

const trade = (n: number) => ({
  orderKey: 'ORDER',
  keeper: 'k',
  inputMint: USDC,
  outputMint: SOL,
  inputAmount: '50.0',
  outputAmount: '0.3',
  rawInputAmount: 50_000_000n,
  rawOutputAmount: 300_000_000n,
  feeMint: SOL,
  feeAmount: '0.0003',
  rawFeeAmount: 300_000n,
  txId: `${SIG.slice(0, 86)}${String(n)}`,
  confirmedAt: '2026-11-25T10:00:00.000Z',
  action: 'Fill',
});

function order(over: Partial<TimeRecurring>): TimeRecurring {
  return {
    userPubkey: 'USER',
    orderKey: 'ORDER',
    inputMint: USDC,
    outputMint: SOL,
    inDeposited: '150.0',
    inWithdrawn: '0.0',
    rawInDeposited: 150_000_000n,
    rawInWithdrawn: 0n,
    cycleFrequency: 86_400,
    outWithdrawn: '0.3',
    inAmountPerCycle: '50.0',
    minOutAmount: '0.0',
    maxOutAmount: '0.0',
    inUsed: '50.0',
    outReceived: '0.3',
    rawOutWithdrawn: 300_000_000n,
    rawInAmountPerCycle: 50_000_000n,
    rawMinOutAmount: 0n,
    rawMaxOutAmount: 0n,
    rawInUsed: 50_000_000n,
    rawOutReceived: 300_000_000n,
    openTx: 'OPEN',
    closeTx: null,
    userClosed: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    nextRunAt: '2026-11-26T10:00:00.000Z',
    numberOfOrders: 3,
    trades: [trade(1)],
    ...over,
  };
}

const labelOf = (m: string) => labels.get(m);
const show = (o: TimeRecurring) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MeasuredList
        label="Recurring orders"
        items={[o]}
        estimate={200}
        getKey={(x) => x.orderKey}
        rowLabel={(x) => recurringTitle(x, labelOf)}
        renderRow={(x) => <RecurringOrderItem order={x} labelOf={labelOf} />}
      />
    </QueryClientProvider>,
  );

describe('RecurringOrderItem', () => {
  it('an active order: what it buys, its progress, the next run and each fill with its explorer link', () => {
    show(order({}));
    const item = screen.getByRole('listitem', { name: 'Buy 50 USDC of SOL every day' });
    expect(item).toHaveTextContent('1 of 3 orders filled · received 0.3 SOL');
    expect(item).toHaveTextContent('Next order:');
    const fills = within(item).getByRole('list', { name: 'Fills' });
    expect(fills).toHaveTextContent('50 USDC → 0.3 SOL');
    const link = within(fills).getByRole('link', { name: 'View fill 1 transaction' });
    expect(new URL(link.getAttribute('href') ?? '').pathname).toBe(`/tx/${trade(1).txId}`);
  });

  it('a cancelled order says what came back and offers no cancel; a failed round is not a fill', () => {
    const failed = { ...trade(2), action: 'Failed', txId: '' };
    show(order({ closeTx: 'CLOSE', userClosed: true, rawInWithdrawn: 100_000_000n, trades: [trade(1), failed] }));
    const item = screen.getByRole('listitem', { name: 'Buy 50 USDC of SOL every day' });
    expect(item).toHaveTextContent('Cancelled after 1 of 3 orders; 100 USDC returned');
    expect(within(item).getAllByRole('link')).toHaveLength(1);
    expect(within(item).queryByRole('button')).toBeNull();
    expect(item).not.toHaveTextContent('Next order:');
  });

  const item = () => screen.getByRole('listitem', { name: 'Buy 50 USDC of SOL every day' });

  it('shows the price range its per-round bounds hold, one side or both, and none when open', () => {
    const { unmount } = show(order({ rawMinOutAmount: 16_666_666_667n, rawMaxOutAmount: 125_000_000_000n }));
    expect(item()).toHaveTextContent('Runs only at 0.4 to 3 USDC per SOL');
    unmount();
    const { unmount: again } = show(order({ rawMinOutAmount: 25_000_000_000n }));
    expect(item()).toHaveTextContent('Runs only at up to 2 USDC per SOL');
    again();
    show(order({ rawMaxOutAmount: 50_000_000_000n }));
    expect(item()).toHaveTextContent('Runs only at 1 USDC per SOL or more');
  });

  it('an order without a range says nothing of one', () => {
    show(order({}));
    expect(item()).not.toHaveTextContent('Runs only');
  });

  it('a fill without its transaction id (published example) is listed without a link', () => {
    show(order({ trades: [{ ...trade(1), txId: undefined }] }));
    const fills = screen.getByRole('list', { name: 'Fills' });
    expect(fills).toHaveTextContent('50 USDC → 0.3 SOL');
    expect(within(fills).queryByRole('link')).toBeNull();
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../api/fake-fetch';
import { orderWire, SOL, TAKER, USDC } from '../../../api/swap/test-fixtures';
import { defaultSettings } from '../../../stores/settings-schema';
import { orderParamsFor, QUOTE_DEBOUNCE_MS, useSwapQuote } from './use-swap-quote';

const fees = { slippage: defaultSettings.slippage, priorityFee: defaultSettings.priorityFee, mevTipLamports: '0' };

describe('orderParamsFor', () => {
  it('asks nothing without a positive amount or with the same mint twice', () => {
    expect(orderParamsFor({ inputMint: SOL, outputMint: USDC, amount: 0n, taker: null }, fees)).toBeUndefined();
    expect(orderParamsFor({ inputMint: SOL, outputMint: SOL, amount: 5n, taker: null }, fees)).toBeUndefined();
  });
  it('sends the user settings under the spec names', () => {
    const params = orderParamsFor(
      {
        inputMint: SOL,
        outputMint: USDC,
        amount: 5n,
        taker: TAKER,
        receiver: 'Recv1111111111111111111111111111111111111111',
        excludeRouters: ['rfq_mm'],
        excludeDexes: ['Phoenix'],
      },
      {
        slippage: { mode: 'fixed', bps: 75 },
        priorityFee: { mode: 'custom', lamports: '10000', broadcast: 'exactFee' },
        mevTipLamports: '2000',
      },
    );
    expect(params).toEqual({
      inputMint: SOL,
      outputMint: USDC,
      amount: 5n,
      taker: TAKER,
      receiver: 'Recv1111111111111111111111111111111111111111',
      slippageBps: 75,
      priorityFeeLamports: 10000n,
      broadcastFeeType: 'exactFee',
      mevTipLamports: 2000n,
      excludeRouters: ['rfq_mm'],
      excludeDexes: ['Phoenix'],
    });
  });
  it('leaves slippage to the service in auto mode and never sends the taker as receiver', () => {
    const params = orderParamsFor(
      { inputMint: SOL, outputMint: USDC, amount: 5n, taker: TAKER, receiver: TAKER },
      fees,
    );
    expect(params).toEqual({ inputMint: SOL, outputMint: USDC, amount: 5n, taker: TAKER });
  });
});

function queryEnv() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('useSwapQuote', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks once, after typing settles', async () => {
    const fake = fakeFetch({ json: orderWire });
    vi.stubGlobal('fetch', fake.fetch);
    const { client, wrapper } = queryEnv();
    const { rerender, result } = renderHook(
      ({ amount, typed }: { amount: bigint | null; typed: string }) =>
        useSwapQuote({ inputMint: SOL, outputMint: USDC, amount, typed, taker: null }),
      { wrapper, initialProps: { amount: null as bigint | null, typed: '' } },
    );
    // "12." leaves the amount of "12": the wait still runs from the last keystroke.
    for (const [amount, typed] of [
      [1n, '1'],
      [12n, '12'],
      [12n, '12.'],
      [125n, '12.5'],
    ] as const) {
      rerender({ amount, typed });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(80);
      });
    }
    expect(fake.calls).toHaveLength(0);
    expect(result.current.updating).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS + 50);
    });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.url.searchParams.get('amount')).toBe('125');
    await waitFor(() => expect(result.current.order?.outAmount).toBe(17057460n));
    expect(fake.calls).toHaveLength(1);
    client.clear();
  });

  it.each([
    ['without a taker, as typing settles, before the render that shows it', null, 0],
    ['with one (stale at once), after that render, so it is not asked twice', TAKER, 1],
  ])('sends the request %s; "12" → "12." asks nothing more', async (_, taker, rendersBeforeSend) => {
    const fake = fakeFetch({ json: orderWire });
    let renders = 0;
    const rendersAtFetch: number[] = [];
    vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => {
      rendersAtFetch.push(renders);
      return fake.fetch(...args);
    });
    const { client, wrapper } = queryEnv();
    const { rerender, result } = renderHook(
      ({ amount, typed }: { amount: bigint | null; typed: string }) => {
        renders += 1;
        return useSwapQuote({ inputMint: SOL, outputMint: USDC, amount, typed, taker });
      },
      { wrapper, initialProps: { amount: null as bigint | null, typed: '' } },
    );
    rerender({ amount: 12n, typed: '12' });
    const typedAt = renders;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS + 50);
    });
    await waitFor(() => expect(result.current.order?.outAmount).toBe(17057460n));
    rerender({ amount: 12n, typed: '12.' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS + 50);
    });
    expect(rendersAtFetch.map((n) => n - typedAt)).toEqual([rendersBeforeSend]);
    expect(result.current.updating).toBe(false);
    client.clear();
  });

  it('counts the wait from the keystroke, not from the end of its render', async () => {
    const fake = fakeFetch({ json: orderWire });
    vi.stubGlobal('fetch', fake.fetch);
    const { client, wrapper } = queryEnv();
    const { rerender } = renderHook(
      ({ amount, typedAt }: { amount: bigint | null; typedAt: number | null }) =>
        useSwapQuote({ inputMint: SOL, outputMint: USDC, amount, typed: String(amount), typedAt, taker: null }),
      { wrapper, initialProps: { amount: null as bigint | null, typedAt: null as number | null } },
    );
    // The keystroke's render took 60 ms (a phone at 4× CPU): 90 ms are left of the wait.
    rerender({ amount: 12n, typedAt: performance.now() - 60 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS - 60 - 5);
    });
    expect(fake.calls).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(fake.calls).toHaveLength(1);
    // A pair or a setting changed long after the last keystroke waits the whole time.
    rerender({ amount: 13n, typedAt: performance.now() - 10_000 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS - 5);
    });
    expect(fake.calls).toHaveLength(1);
    client.clear();
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeTokenApi,
  HUGE,
  huge,
  jup,
  SCAM,
  scam,
  sol,
  SOL,
  usdc,
  USDC,
} from '../../../components/token/picker-fixtures';
import { seedTokenInfo } from '../../../lib/token-info';
import { useSwapPair } from './use-swap-pair';

afterEach(() => vi.unstubAllGlobals());

function setup(search: string) {
  const api = fakeTokenApi([sol, usdc, jup, scam, huge]);
  vi.stubGlobal('fetch', api.fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/swap${search}`]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(() => ({ pair: useSwapPair(), search: useLocation().search }), { wrapper });
  return { ...hook, api };
}

describe('useSwapPair', () => {
  it('defaults to SOL → USDC, then upgrades them with their records (logo, warnings)', async () => {
    const { result } = setup('');
    expect(result.current.pair.from.mint).toBe(SOL);
    expect(result.current.pair.to.mint).toBe(USDC);
    expect(result.current.pair.notice).toBeNull();
    await waitFor(() => expect(result.current.pair.to.icon).toBe('http://logos.test/usdc.svg'));
    expect(result.current.pair.to.warnings.length).toBeGreaterThan(0);
  });

  it('reads known symbols in any case and any mint, looking unknown mints up through tokens v2 search', async () => {
    const { result, api } = setup(`?from=usdc&to=${SCAM}`);
    expect(result.current.pair.from.mint).toBe(USDC);
    expect(result.current.pair.resolving).toBe(true);
    expect(result.current.pair.to.name).toBe('Loading…');
    await waitFor(() => expect(result.current.pair.resolving).toBe(false));
    expect(result.current.pair.to).toMatchObject({ mint: SCAM, symbol: 'USDC', decimals: 6, verified: false });
    expect(result.current.pair.notice).toBeNull();
    const lookup = api.requests.find((u) => u.pathname === '/tokens/v2/search');
    expect(lookup?.searchParams.get('query')?.split(',').sort()).toEqual([SCAM, SOL, USDC].sort());
  });

  it('falls back safely on a value that is not a token and on a mint nobody knows, and says so', async () => {
    const { result } = setup('?from=%3Cscript%3E&to=7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU');
    await waitFor(() => expect(result.current.pair.resolving).toBe(false));
    expect(result.current.pair.from.mint).toBe(SOL);
    expect(result.current.pair.to.mint).toBe(USDC);
    expect(result.current.pair.notice).toMatch(/“<script>” in the link is not a token: showing SOL/);
    expect(result.current.pair.notice).toMatch(/No token with the mint 7xKX…gAsU: showing USDC/);
  });

  it('falls back from a token with more decimals than the app supports, and says so', async () => {
    const { result } = setup(`?from=${HUGE}&to=USDC`);
    await waitFor(() => expect(result.current.pair.resolving).toBe(false));
    expect(result.current.pair.from.mint).toBe(SOL);
    expect(result.current.pair.notice).toMatch(/HUGE has 24 decimal places.*can’t be swapped.*showing SOL/);
  });

  it('never pairs a token with itself', () => {
    const { result } = setup('?from=USDC&to=USDC');
    expect(result.current.pair.from.mint).toBe(USDC);
    expect(result.current.pair.to.mint).toBe(SOL);
    expect(result.current.pair.notice).toMatch(/Both sides/);
  });

  it('writes choices to the URL (symbols for known tokens, mints for the rest) and keeps other parameters', async () => {
    const { result } = setup('?from=SOL&to=USDC&amount=1.5');
    const picked = { ...seedTokenInfo({ mint: SCAM, symbol: 'USDC', decimals: 6 }), verified: false };
    act(() => result.current.pair.setTo(picked));
    expect(new URLSearchParams(result.current.search).get('to')).toBe(SCAM);
    expect(new URLSearchParams(result.current.search).get('amount')).toBe('1.5');
    // The chosen token is used at once: no lookup, no placeholder.
    expect(result.current.pair.to).toBe(picked);
    expect(result.current.pair.resolving).toBe(false);
    act(() => result.current.pair.flip());
    expect(result.current.pair.from.mint).toBe(SCAM);
    expect(result.current.pair.to.mint).toBe(SOL);
    expect(result.current.search).toContain(`from=${SCAM}&to=SOL`);
    // Choosing the other side's token swaps the sides.
    act(() => result.current.pair.setTo(result.current.pair.from));
    expect([result.current.pair.from.mint, result.current.pair.to.mint]).toEqual([SOL, SCAM]);
    await waitFor(() => expect(result.current.pair.from.icon).not.toBeNull());
  });
});

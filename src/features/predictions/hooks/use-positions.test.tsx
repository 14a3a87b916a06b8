// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { predictionQueries } from '../../../api/prediction/queries';
import { OWNER, position } from '../../../api/prediction/test-fixtures';
import { useApiClient } from '../../../hooks/use-api-client';
import { usePositions } from './use-positions';

const B58 = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const ALL = Array.from({ length: 130 }, (_, i) => ({
  ...position,
  pubkey: `${B58[Math.floor(i / 24)] ?? ''}${B58[i % 24] ?? ''}${position.pubkey.slice(2)}`,
}));

/** The service's GET /positions over `count` of ALL: 20 unless a span is asked. */
function servePositions(count: number) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: string | URL) => {
    const url = new URL(String(input));
    const start = Number(url.searchParams.get('start') ?? 0);
    const end = Math.min(Number(url.searchParams.get('end') ?? start + 20), count);
    asked.push(`${String(start)}-${String(end)}`);
    const pagination = { start, end, total: count, hasNext: end < count };
    return Promise.resolve(Response.json({ data: ALL.slice(start, end), pagination }));
  });
  return asked;
}

const useList = () => usePositions(OWNER);
// The inbox's poll of the wallet's positions beside the list.
const useWithInbox = () => {
  useQuery(predictionQueries.positions(useApiClient(), OWNER));
  return usePositions(OWNER);
};

function render(hook: () => ReturnType<typeof usePositions> = useList) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper });
}

afterEach(() => vi.unstubAllGlobals());

describe('usePositions', () => {
  it('shows the first page, then all 130 positions (beyond the first 20), complete', async () => {
    servePositions(130);
    const { result } = render();
    await waitFor(() => expect(result.current.data?.data.length).toBeGreaterThan(20));
    await waitFor(() => expect(result.current.data?.data).toHaveLength(130));
    expect(result.current.data?.pagination.hasNext).toBe(false);
    expect(result.current.data?.data.map((p) => p.pubkey)).toEqual(ALL.map((p) => p.pubkey));
  });

  it('reads one page only when the first holds them all', async () => {
    const asked = servePositions(12);
    const { result } = render();
    await waitFor(() => expect(result.current.data?.data).toHaveLength(12));
    expect(asked).toEqual(['0-12']);
  });

  it("shares the first page with the inbox's read of the wallet's positions (one request, on hand before the list)", async () => {
    const asked = servePositions(12);
    const { result } = render(useWithInbox);
    await waitFor(() => expect(result.current.data?.data).toHaveLength(12));
    expect(asked).toEqual(['0-12']);
  });
});

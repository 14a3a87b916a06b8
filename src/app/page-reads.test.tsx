// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useEarnTokens } from '../features/earn-borrow/hooks/use-earn-data';
import { JLUSDC, jlUsdcWire } from '../features/earn-borrow/utils/earn-fixtures';
import { createQueryClient } from '../lib/query-client';
import { startPageReads } from './page-reads';

describe('startPageReads', () => {
  it("starts Earn's assets read before any render, which the page's hook then reads without asking again", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(Response.json([jlUsdcWire])));
    const client = createQueryClient();
    startPageReads(client, '/swap');
    startPageReads(client, '/earn');
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(fetch.mock.calls[0]?.[0]).toMatch(/\/lend\/v1\/earn\/tokens$/);

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useEarnTokens(), { wrapper });
    await waitFor(() => expect(result.current.data?.map((t) => t.address)).toEqual([JLUSDC]));
    expect(fetch).toHaveBeenCalledOnce();
  });
});

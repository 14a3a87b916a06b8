// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from '../lib/router';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { urlParam, useUrlState } from './use-url-state';

const PARAMS = {
  // A codec: the link says `yes`/`no`, the page reads a boolean.
  open: urlParam(
    z.codec(z.enum(['yes', 'no']), z.boolean(), { decode: (t) => t === 'yes', encode: (b) => (b ? 'yes' : 'no') }),
    false,
  ),
  page: urlParam(z.coerce.number().int().min(1), 1, (raw) => `Page ${raw} does not exist: showing page 1.`),
};

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ state: useUrlState(PARAMS), search: useLocation().search, nav: useNavigationType() }), {
    wrapper,
  });
}

describe('useUrlState', () => {
  it('reads each param through its schema', () => {
    const { result } = setup('/x?open=yes&page=3');
    expect(result.current.state.values).toEqual({ open: true, page: 3 });
    expect(result.current.state.notices).toEqual([]);
  });

  it('falls back on a refused value and says so, with the param’s own sentence or a generic one', () => {
    const { result } = setup('/x?open=maybe&page=-2');
    expect(result.current.state.values).toEqual({ open: false, page: 1 });
    expect([...result.current.state.invalid]).toEqual(['open', 'page']);
    expect(result.current.state.notices).toEqual([
      '“maybe” in the link is not a valid open: it was left out.',
      'Page -2 does not exist: showing page 1.',
    ]);
  });

  it('writes several params in one update, keeps the others, removes fallbacks; replace by default, push on request', () => {
    const { result } = setup('/x?tab=lst&page=2');
    act(() => result.current.state.set({ open: true, page: 1 }));
    expect(result.current.search).toBe('?tab=lst&open=yes');
    expect(result.current.nav).toBe('REPLACE');
    act(() => result.current.state.set({ page: 4 }, { history: 'push' }));
    expect(result.current.search).toBe('?tab=lst&open=yes&page=4');
    expect(result.current.nav).toBe('PUSH');
  });

  it('a write in a transition builds on one still pending, so no filter written before it is lost', () => {
    const { result } = setup('/x?tab=lst');
    act(() => {
      result.current.state.set({ open: true }, { transition: true });
      result.current.state.set({ page: 4 }, { transition: true });
    });
    expect(result.current.search).toBe('?tab=lst&open=yes&page=4');
    expect(result.current.state.values).toEqual({ open: true, page: 4 });
    act(() => result.current.state.set({ open: false }, { transition: true }));
    expect(result.current.search).toBe('?tab=lst&page=4');
    act(() => {
      result.current.state.set({ page: 2 });
      result.current.state.set({ open: true });
    });
    expect(result.current.search).toBe('?tab=lst&page=2&open=yes');
  });
});

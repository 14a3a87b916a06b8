// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from './router';

function Where() {
  const l = useLocation();
  return <output aria-label="where">{`${useNavigationType()} ${l.pathname}${l.search}${l.hash}`}</output>;
}
const where = () => screen.getByLabelText('where').textContent;

describe('matchPath', () => {
  it('matches segments case-insensitively, ignores trailing slashes and decodes params', () => {
    expect(matchPath('/launch/:mint', '/Launch/a%20b/')).toEqual({ mint: 'a b' });
    expect(matchPath('/launch', '/launch/x')).toBeNull();
    expect(matchPath('/launch/:mint', '/launch/')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/swap')).toBeNull();
    expect(matchPath('*', '/anything/at/all')).toEqual({});
  });
});

describe('Link and NavLink', () => {
  it('a plain click pushes, a click on the current location replaces, a modified click is the browser’s', () => {
    render(
      <MemoryRouter initialEntries={['/swap?from=SOL']}>
        <Link to="/launch/abc?x=1">Token</Link>
        <Link to="/launch/abc?x=1">Again</Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Token' }).getAttribute('href')).toBe('/launch/abc?x=1');
    fireEvent.click(screen.getByRole('link', { name: 'Token' }));
    expect(where()).toBe('PUSH /launch/abc?x=1');
    fireEvent.click(screen.getByRole('link', { name: 'Again' }));
    expect(where()).toBe('REPLACE /launch/abc?x=1');
    expect(fireEvent.click(screen.getByRole('link', { name: 'Token' }), { ctrlKey: true })).toBe(true);
  });

  it('leaves a click its onClick prevented alone', () => {
    render(
      <MemoryRouter initialEntries={['/swap']}>
        <Link to="/earn" onClick={(e) => e.preventDefault()}>
          Earn
        </Link>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Earn' }));
    expect(where()).toBe('POP /swap');
  });

  it('NavLink is current on its page and the pages under it, not on a longer name', () => {
    const nav = (url: string) =>
      render(
        <MemoryRouter initialEntries={[url]}>
          <NavLink to="/launch" className={({ isActive }) => (isActive ? 'on' : 'off')}>
            Launch
          </NavLink>
        </MemoryRouter>,
      );
    for (const [url, current] of [
      ['/launch', true],
      ['/LAUNCH/abc', true],
      ['/launchpad', false],
    ] as const) {
      const { unmount } = nav(url);
      const link = screen.getByRole('link', { name: 'Launch' });
      expect(link.getAttribute('aria-current')).toBe(current ? 'page' : null);
      expect(link.className).toBe(current ? 'on' : 'off');
      unmount();
    }
  });
});

describe('navigation', () => {
  it('search params: the setter keeps the path, takes an updater, replaces on request', () => {
    function Filters() {
      const [params, set] = useSearchParams();
      return (
        <>
          <p>{params.get('tab') ?? 'none'}</p>
          <button type="button" onClick={() => set((prev) => ({ tab: 'lst', n: prev.get('n') ?? '' }))}>
            LST
          </button>
          <button type="button" onClick={() => set(new URLSearchParams(), { replace: true })}>
            Clear
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/earn?n=2#top']}>
        <Filters />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'LST' }));
    expect(where()).toBe('PUSH /earn?tab=lst&n=2');
    expect(screen.getByText('lst')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(where()).toBe('REPLACE /earn');
  });

  it('Navigate replaces the entry it is rendered at', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Navigate to="/swap" replace />
        <Where />
      </MemoryRouter>,
    );
    expect(where()).toBe('REPLACE /swap');
  });

  it('the browser router writes the address bar and follows back and forward', () => {
    window.history.replaceState(null, '', '/swap');
    function Go() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/invites/claim#abc')}>
          Claim
        </button>
      );
    }
    render(
      <BrowserRouter>
        <Go />
        <Where />
      </BrowserRouter>,
    );
    expect(where()).toBe('POP /swap');
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(window.location.pathname + window.location.hash).toBe('/invites/claim#abc');
    expect(where()).toBe('PUSH /invites/claim#abc');
    act(() => {
      window.history.replaceState(null, '', '/earn?x=1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe('POP /earn?x=1');
  });
});

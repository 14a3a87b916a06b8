import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export interface NavigateOptions {
  replace?: boolean;
}
export type Params = Readonly<Record<string, string>>;

interface History {
  location: () => Location;
  write: (to: Location, replace: boolean) => void;
  /** Calls back on a move the app did not make (back, forward); returns the unsubscribe. */
  listen: (moved: () => void) => () => void;
}

interface RouterValue {
  location: Location;
  type: NavigationType;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const RouterContext = createContext<RouterValue | null>(null);
const ParamsContext = createContext<Params>({});

export const pathOf = (l: Location) => `${l.pathname}${l.search}${l.hash}`;

/** `to` as the browser would follow it from `from`: an absolute path, or `?query` / `#hash` on the same page. */
export function resolve(to: string, from: Location): Location {
  const url = new URL(to, `http://app${pathOf(from)}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** `/a/:b` against a pathname, case-insensitive and trailing slashes ignored; `*` matches anything. */
export function matchPath(pattern: string, pathname: string): Params | null {
  if (pattern === '*') return {};
  const want = pattern.replace(/\/+$/, '').split('/');
  const have = pathname.replace(/\/+$/, '').split('/').map(decode);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = have[i] ?? '';
    if (segment.startsWith(':') && value) params[segment.slice(1)] = value;
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

function browserHistory(): History {
  const location = () => ({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
  });
  return {
    location,
    write: (to, replace) => {
      try {
        window.history[replace ? 'replaceState' : 'pushState'](null, '', pathOf(to));
      } catch {
        // Safari throws past 100 pushState calls in 30 s: a real load keeps the link working.
        window.location.assign(pathOf(to));
      }
    },
    listen: (moved) => {
      window.addEventListener('popstate', moved);
      return () => window.removeEventListener('popstate', moved);
    },
  };
}

function memoryHistory(entries: readonly string[]): History {
  const root = { pathname: '/', search: '', hash: '' };
  const stack = entries.map((e) => resolve(e, root));
  let index = stack.length - 1;
  return {
    location: () => stack[index] ?? root,
    write: (to, replace) => {
      if (!replace) index += 1;
      stack.splice(index, Infinity, to);
    },
    listen: () => () => {},
  };
}

/**
 * Navigation is a plain state update: synchronous by default, so a control bound to the URL shows a click at once,
 * and interruptible when the caller wraps it in startTransition (wouter's useSyncExternalStore would force it sync).
 */
function Router({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState<{ location: Location; type: NavigationType }>(() => ({
    location: history.location(),
    type: 'POP',
  }));
  useEffect(() => history.listen(() => setState({ location: history.location(), type: 'POP' })), [history]);
  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      const location = resolve(to, history.location());
      history.write(location, options?.replace === true);
      setState({ location, type: options?.replace ? 'REPLACE' : 'PUSH' });
    },
    [history],
  );
  const value = useMemo(() => ({ ...state, navigate }), [state, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(browserHistory);
  return <Router history={history}>{children}</Router>;
}

/** For tests: the entries are the history so far, the last one shown. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A link or location read outside BrowserRouter or MemoryRouter.');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().type;
export const useNavigate = () => useRouter().navigate;
export const useParams = (): Params => useContext(ParamsContext);

export function ParamsProvider({ params, children }: { params: Params; children: ReactNode }) {
  return <ParamsContext value={params}>{children}</ParamsContext>;
}

type SearchInit = URLSearchParams | Record<string, string>;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const {
    location: { search },
    navigate,
  } = useRouter();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      navigate(`?${new URLSearchParams(value).toString()}`, options);
    },
    [search, navigate],
  );
  return [params, set];
}

export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean };

/** An `<a href>`; a plain left click moves in the app, and a link to where the user is replaces the entry. */
export function Link({ to, replace, onClick, children, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const href = pathOf(resolve(to, location));
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    const modified = e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey;
    if (e.defaultPrevented || modified || (rest.target && rest.target !== '_self')) return;
    e.preventDefault();
    navigate(href, { replace: replace ?? href === pathOf(location) });
  };
  return (
    <a {...rest} href={href} onClick={follow}>
      {children}
    </a>
  );
}

/** Active on its page and the pages under it; says so to assistive tech with aria-current. */
export function NavLink({
  className,
  ...rest
}: Omit<LinkProps, 'className'> & { className: (state: { isActive: boolean }) => string }) {
  const here = useLocation();
  const path = resolve(rest.to, here).pathname.toLowerCase();
  const at = here.pathname.toLowerCase();
  const isActive = at === path || (at.startsWith(path) && at.charAt(path.length) === '/');
  return <Link {...rest} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}

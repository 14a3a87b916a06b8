import type { ReactNode } from 'react';
import { NAV_ORDER, ROUTES } from '../config/routes';
import { cn } from '../utils/cn';

/** Draws a link: the app's are router links, the static first paint's (app-shell.tsx) plain anchors. */
export type LinkRenderer = (to: string, className: (active: boolean) => string, children: ReactNode) => ReactNode;

const navClass = (active: boolean) =>
  cn(
    'block rounded-control px-1 py-2 text-sm font-medium whitespace-nowrap xl:px-3',
    active ? 'bg-surface-raised text-ink' : 'text-ink-muted hover:text-ink',
  );
const brandClass = () =>
  'flex shrink-0 items-center gap-2 text-base font-semibold whitespace-nowrap text-ink sm:text-lg';

function NavLinks({ className, link }: { className: string; link: LinkRenderer }) {
  return (
    <ul className={className}>
      {NAV_ORDER.map((id) => (
        <li key={id}>{link(ROUTES[id].path, navClass, ROUTES[id].label)}</li>
      ))}
    </ul>
  );
}

/** Drawn by the app and by index.html before any JavaScript (docs/architecture.md "What loads when"). */
export function AppFrame({
  link,
  actions,
  top,
  bottom,
  children,
}: {
  link: LinkRenderer;
  actions?: ReactNode;
  top?: ReactNode;
  bottom?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh pb-20 lg:pb-0">
      {top}
      <header className="sticky top-0 z-30 border-b border-line bg-canvas/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-page items-center gap-2 px-4 sm:gap-4 lg:gap-2 xl:gap-4">
          {link(
            ROUTES.swap.path,
            brandClass,
            <>
              <Logo />
              {/* Shown where there is room: on phones and beside the full navigation below 2xl the header is full, and the name stays for screen readers as the link's name. */}
              <span className="max-sm:sr-only lg:max-2xl:sr-only">Solstice Trade</span>
            </>,
          )}
          <nav aria-label="Main" className="hidden flex-1 lg:block">
            <NavLinks className="flex gap-1" link={link} />
          </nav>
          <div className="ml-auto flex items-center gap-2">{actions}</div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-page px-4 py-6">
        {children}
      </main>
      <nav
        aria-label="Main mobile"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-canvas/95 backdrop-blur lg:hidden"
      >
        <NavLinks className="flex gap-1 overflow-x-auto px-2 py-2" link={link} />
      </nav>
      {bottom}
    </div>
  );
}

function Logo() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7">
      <rect width="32" height="32" rx="8" fill="#0b0f17" />
      <circle cx="16" cy="16" r="8" fill="#7cc4ff" />
      <path d="M16 3v5M16 24v5M3 16h5M24 16h5" stroke="#7cc4ff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

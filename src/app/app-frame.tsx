import type { ReactNode } from 'react';
import { NAV_ORDER, ROUTES, type RouteId } from '../config/routes';

/** Draws a link: the app's are router links, the static first paint's (app-shell.tsx) plain anchors. */
export type LinkRenderer = (to: string, className: (active: boolean) => string, children: ReactNode) => ReactNode;

const navClass = () => 'nav-link';
const brandClass = () => 'brand';

// On a phone four pages are tabs and the rest sit behind "More": every page one or two thumb taps away. The links'
// look is in index.css, where it costs the first load no JavaScript.
const PHONE_TABS: readonly RouteId[] = ['swap', 'limitOrders', 'earn', 'predictions'];
const PHONE_MORE: readonly RouteId[] = ['launch', 'invites', 'portfolio'];
const tabClass = () => 'phone-tab';
// A page chosen under "More" closes it: in the app the page changes without a reload.
const closeOnChoice = (sheet: HTMLElement | null) => sheet?.addEventListener('click', () => sheet.hidePopover());

function NavLinks({ ids = NAV_ORDER, className, link, linkClass = navClass }: NavLinksProps) {
  return (
    <ul className={className}>
      {ids.map((id) => (
        <li key={id}>{link(ROUTES[id].path, linkClass, ROUTES[id].label)}</li>
      ))}
    </ul>
  );
}
interface NavLinksProps {
  ids?: readonly RouteId[];
  className: string;
  link: LinkRenderer;
  linkClass?: typeof navClass;
}

/** "More" is a native popover: it opens, closes on Esc or a tap outside, and works before any script. */
function PhoneNav({ link }: { link: LinkRenderer }) {
  return (
    <nav aria-label="Main mobile" className="phone-nav lg:hidden">
      <NavLinks ids={PHONE_TABS} className="contents" link={link} linkClass={tabClass} />
      <button type="button" popoverTarget="more-pages" className="phone-tab">
        More
      </button>
      <div id="more-pages" popover="auto" className="phone-more" ref={closeOnChoice}>
        <NavLinks ids={PHONE_MORE} className="flex flex-col gap-1" link={link} />
      </div>
    </nav>
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
      <PhoneNav link={link} />
      {bottom}
    </div>
  );
}

function Logo() {
  return <img src="/favicon.svg" alt="" className="size-7" />;
}

import { lazy, useState, type ComponentType } from 'react';

/**
 * A page in its own chunk. One loaded before it mounts (`load`; main.tsx loads the first page) renders without
 * suspending: a first render that suspends on its page draws the fallback, then renders the page twice before the
 * page takes input (issue 30).
 */
export function lazyPage(importPage: () => Promise<{ Component: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const load = () => importPage().then((m) => (loaded = m.Component));
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  function Page() {
    // Fixed for the mount: switching from the lazy wrapper to the component would remount the page.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return Object.assign(Page, { load });
}

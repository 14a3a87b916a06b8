import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a page its first paint does not show (another tab, a detail view, what needs a wallet): its own chunk,
 * fetched once the page is idle after painting, or at once when it is asked for (docs/architecture.md).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  return { Part: lazy(() => preload().then((c) => ({ default: c }))), preload };
}

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3_000 }) : setTimeout(run, 1_000);

/** Fetches the given parts after the first paint, so switching to them later does not wait on the network. */
export function usePreloadParts(...preloads: (() => Promise<unknown>)[]) {
  useEffect(() => {
    whenIdle(() => preloads.forEach((p) => void p().catch(() => undefined)));
    // Once per page visit: the preloads are module-level and never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Suspense around a lazy part, saying (politely) what is on its way. */
export function PartLoading({ what, children }: { what: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="py-6 text-center text-sm text-ink-muted">
          Loading {what}…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a page its first paint does not show (another tab, a detail view, what needs a wallet): its own chunk,
 * fetched on a sign of intent (`preload`) or at once when it is asked for (docs/architecture.md); a failed fetch is
 * tried again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () =>
    (loading ??= load().catch((e: unknown) => {
      loading = undefined;
      throw e;
    }));
  const preload = () => void get().catch(() => undefined);
  return { Part: lazy(() => get().then((c) => ({ default: c }))), preload };
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

import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Its own chunk, fetched on intent (`preload`) or when asked for (docs/architecture.md "What loads when"). Once the
 * chunk is in, the part renders without suspending: a boundary that showed its fallback keeps it at least 300 ms
 * (React's throttle), which put Earn's form 300 ms after the tap on an asset though its chunk had come (issue 30).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const get = () =>
    (loading ??= load().then(
      (c) => (loaded = c),
      (e: unknown) => {
        loading = undefined;
        throw e;
      },
    ));
  const preload = () => void get().catch(() => undefined);
  const Lazy = lazy(() => get().then((c) => ({ default: c })));
  function Part(props: P) {
    // Fixed at mount: switching from the lazy wrapper to the component would remount it and lose its state.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return { Part, preload };
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

import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export type ChunkLoader<M> = (() => Promise<M>) & { loaded: () => M | undefined };

/** A chunk's loader: one fetch however often it is asked (a failed one is tried again), and it knows when it has come. */
export function chunkLoader<M>(load: () => Promise<M>): ChunkLoader<M> {
  let promise: Promise<M> | undefined;
  let module: M | undefined;
  const get = () =>
    (promise ??= load().then(
      (m) => (module = m),
      (e: unknown) => {
        promise = undefined;
        throw e;
      },
    ));
  return Object.assign(get, { loaded: () => module });
}

/**
 * React.lazy, except that a part whose chunk has come renders at once. A part that suspends is revealed at least
 * 300 ms after its fallback (React throttles retries), which put Earn's form 300 ms after the tap on an asset though
 * its chunk was in (issue 30).
 */
export function lazyLoaded<M, P extends object>(
  load: ChunkLoader<M>,
  pick: (m: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((m) => ({ default: pick(m) })));
  return function Part(props: P) {
    // Fixed at mount: switching from the lazy wrapper to the component would remount it and lose its state.
    const [Shown] = useState<ComponentType<P>>(() => {
      const m = load.loaded();
      return m === undefined ? (Lazy as ComponentType<P>) : pick(m);
    });
    return <Shown {...props} />;
  };
}

/** Its own chunk, fetched on intent (`preload`) or when asked for (docs/architecture.md "What loads when"). */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const loader = chunkLoader(load);
  return { Part: lazyLoaded(loader, (c) => c), preload: () => void loader().catch(() => undefined) };
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

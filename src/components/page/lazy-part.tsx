import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { nextTask } from '../../utils/next-task';

export type ChunkLoader<M> = (() => Promise<M>) & {
  loaded: () => M | undefined;
  preload: () => void;
  soon: () => Promise<M>;
};

/** One fetch however often asked (a failed one is tried again); `loaded` once it has come. */
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
  // Starting a fetch inserts Vite's modulepreload links: in a tap's task (or its pointerover's) that held its paint by
  // 15-45 ms at 4× CPU (issue 30), so a hover, a focus or a first render starts it in a task of its own.
  const soon = () => promise ?? nextTask().then(get);
  return Object.assign(get, { loaded: () => module, preload: () => void soon().catch(() => undefined), soon });
}

// React.lazy, but a part whose chunk has come does not suspend: React reveals a suspended part at least 300 ms after
// its fallback, even with its chunk in (issue 30).
export function lazyLoaded<M, P extends object>(
  load: ChunkLoader<M>,
  pick: (m: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => load.soon().then((m) => ({ default: pick(m) })));
  return function Part(props: P) {
    // Fixed at mount: switching from the lazy wrapper would remount the part.
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
  return { Part: lazyLoaded(loader, (c) => c), preload: loader.preload };
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

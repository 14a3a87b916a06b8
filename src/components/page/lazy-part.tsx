import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** Its own chunk, fetched on intent (`preload`) or when asked for (docs/architecture.md "What loads when"). */
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

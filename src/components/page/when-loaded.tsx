import { useEffect, useState, type ComponentType } from 'react';

/**
 * A part the app's first render shows once its chunk has arrived, without suspending. The inbox bell as a lazy part
 * in a Suspense boundary kept React re-committing its empty fallback, up to 250 times, until the chunk came, on the
 * main thread the page needed for its first input (issue 30). A failed load throws to the nearest error boundary.
 */
export function whenLoaded(load: () => Promise<ComponentType>): ComponentType {
  let loaded: ComponentType | undefined;
  return function WhenLoaded() {
    const [part, setPart] = useState<{ Part?: ComponentType; error?: Error }>(() => ({ Part: loaded }));
    useEffect(() => {
      if (part.Part) return;
      let live = true;
      load().then(
        (Part) => {
          loaded = Part;
          if (live) setPart({ Part });
        },
        (error: unknown) => live && setPart({ error: error instanceof Error ? error : new Error(String(error)) }),
      );
      return () => {
        live = false;
      };
    }, [part.Part]);
    if (part.error) throw part.error;
    return part.Part ? <part.Part /> : null;
  };
}

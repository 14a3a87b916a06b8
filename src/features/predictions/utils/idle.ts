/** Runs `run` once the page is idle (after a timer where the browser has no idle callbacks); returns its cancel. */
export function whenIdle(run: () => void, timeout = 500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run);
  return () => clearTimeout(id);
}

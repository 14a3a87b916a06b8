/** Resolves in a later task, after what is queued now (a timer, so a hidden tab still gets there). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

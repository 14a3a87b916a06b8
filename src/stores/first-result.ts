/**
 * The shell's parts nobody needs at once (zod's English messages, the inbox bell) wait for the page's first result, so
 * they share neither a slow link nor a phone's CPU with it: a page that holds it (Swap, until the quote of what is
 * typed is painted) lets them go when it releases it; any other page, at the first idle moment after its first paint.
 */
let holds = 0;
let idle = false;
const waiting: (() => void)[] = [];
const settle = () => {
  if (idle && holds === 0) for (const run of waiting.splice(0)) run();
};

/** For the shell, after its first commit: the page's effects ran before it, so a page's hold is already in. */
export function settleWhenIdle(): void {
  (typeof requestIdleCallback === 'function' ? requestIdleCallback : setTimeout)(() => {
    idle = true;
    settle();
  });
}

/** Holds the shell's late parts back; the function it returns lets them go (once, however often it is called). */
export function holdFirstResult(): () => void {
  holds += 1;
  let held = true;
  return () => {
    if (held) holds -= 1;
    held = false;
    settle();
  };
}

export function afterFirstResult(run: () => void): void {
  waiting.push(run);
  settle();
}

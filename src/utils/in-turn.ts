import { nextTask } from './next-task';

/**
 * Runs `read`s at most `limit` at a time, each started in a task of its own: a screen of rows asking the chain at
 * once made one long task of their requests (issue 30, a big wallet's positions).
 */
export function inTurns(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(read: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      await nextTask();
      return await read();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

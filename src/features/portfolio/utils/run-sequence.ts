import type { MicroUsd } from './usd';
import { sumUsd, usdText } from './usd';

export interface Runnable {
  id: string;
  title: string;
  usd: MicroUsd | null;
}

export type Outcome = { ok: true; text: string } | { ok: false; message: string };

export interface SequenceReport<T extends Runnable> {
  done: { item: T; text: string }[];
  failed: { item: T; message: string }[];
}

/**
 * Runs each item's action in turn, never two at once (each asks the wallet); a failure is recorded and the next
 * item runs, so one refusal stops nothing else.
 */
export async function runInSequence<T extends Runnable>(
  items: readonly T[],
  run: (item: T) => Promise<string>,
  onOutcome?: (item: T, outcome: Outcome) => void,
): Promise<SequenceReport<T>> {
  const report: SequenceReport<T> = { done: [], failed: [] };
  for (const item of items) {
    let outcome: Outcome;
    try {
      outcome = { ok: true, text: await run(item) };
      report.done.push({ item, text: outcome.text });
    } catch (e) {
      outcome = { ok: false, message: e instanceof Error && e.message ? e.message : 'It failed.' };
      report.failed.push({ item, message: outcome.message });
    }
    onOutcome?.(item, outcome);
  }
  return report;
}

/** "All 3 brought home." or what is left, with its value, so the user knows what still sits outside the wallet. */
export function reportText<T extends Runnable>(report: SequenceReport<T>): string {
  const total = report.done.length + report.failed.length;
  if (report.failed.length === 0) return `All ${String(total)} brought home.`;
  const left = sumUsd(report.failed.map((f) => f.item.usd));
  const worth = left.unpriced === report.failed.length ? '' : ` worth ${usdText(left.total)}`;
  const names = report.failed.map((f) => f.item.title).join('; ');
  return `${String(report.done.length)} of ${String(total)} brought home. Left: ${String(report.failed.length)}${worth}: ${names}.`;
}

import type { TimeRecurring } from '../../../api/recurring/schemas';

export interface IntervalOption {
  id: string;
  seconds: number;
  every: string;
}

export const INTERVALS: readonly IntervalOption[] = [
  { id: 'Minute', seconds: 60, every: 'minute' },
  { id: 'Hour', seconds: 3_600, every: 'hour' },
  { id: 'Day', seconds: 86_400, every: 'day' },
  { id: 'Week', seconds: 604_800, every: 'week' },
  { id: 'Month', seconds: 2_592_000, every: '30 days' },
];

/** "every day"; an interval that is not one of ours reads in the largest unit it fills. */
export function everyText(seconds: number): string {
  const known = INTERVALS.find((i) => i.seconds === seconds);
  if (known) return `every ${known.every}`;
  for (const [unit, size] of [
    ['days', 86_400],
    ['hours', 3_600],
    ['minutes', 60],
  ] as const) {
    if (seconds % size === 0) return `every ${String(seconds / size)} ${unit}`;
  }
  return `every ${String(seconds)} seconds`;
}

export function summaryText(p: {
  perCycle: string;
  inputSymbol: string;
  outputSymbol: string;
  count: number;
  intervalSeconds: number;
}): string {
  const times = p.count === 1 ? 'once' : p.count === 2 ? 'twice' : `${String(p.count)} times`;
  return `Buy ${p.perCycle} ${p.inputSymbol} of ${p.outputSymbol} ${everyText(p.intervalSeconds)}, ${times}`;
}

export function remainingRaw(o: Pick<TimeRecurring, 'rawInDeposited' | 'rawInUsed' | 'rawInWithdrawn'>): bigint {
  const left = o.rawInDeposited - o.rawInUsed - o.rawInWithdrawn;
  return left > 0n ? left : 0n;
}

export function roundsOf(o: TimeRecurring): { filled: number; total: number } {
  const filled = o.trades.filter((t) => t.action === 'Fill').length;
  const total =
    o.numberOfOrders ??
    (o.rawInAmountPerCycle > 0n ? Number(o.rawInDeposited / o.rawInAmountPerCycle) : Math.max(filled, 1));
  return { filled, total };
}

export function untilText(targetMs: number, nowMs: number): string {
  const s = Math.round((targetMs - nowMs) / 1000);
  if (s <= 0) return 'due now';
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3_600);
  const m = Math.floor((s % 3_600) / 60);
  if (d > 0) return `in ${String(d)} d ${String(h)} h`;
  if (h > 0) return `in ${String(h)} h ${String(m)} min`;
  if (m > 0) return `in ${String(m)} min`;
  return `in ${String(s)} s`;
}

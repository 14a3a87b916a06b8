// The figures of `npm run bench:sandbox` and the table they print: one row a budget, ok or FAIL.

export interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: number;
  /** 'max': the value must not exceed the budget; 'min': it must reach it. */
  kind: 'max' | 'min';
  /** For a ratio: the absolute figure it was computed from, printed beside it. */
  absolute?: string;
}

const holds = (f: Figure) => (f.kind === 'max' ? f.value <= f.budget : f.value >= f.budget);

const format = (value: number, unit: string) =>
  Number.isFinite(value) ? `${value.toFixed(unit === '×' ? 2 : 1)} ${unit}` : `∞ ${unit}`;

/** Prints the table; returns how many budgets are broken. */
export function printTable(title: string, figures: Figure[]): number {
  const rows = figures.map((f) => [
    holds(f) ? 'ok' : 'FAIL',
    f.name,
    format(f.value, f.unit),
    Number.isFinite(f.budget) ? `${f.kind === 'max' ? '≤' : '≥'} ${String(f.budget)} ${f.unit}` : '(reference)',
    f.absolute ?? '',
  ]);
  const header = ['', 'measure', 'value', 'budget', 'absolute'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}\n`);
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  const broken = figures.filter((f) => !holds(f)).length;
  console.log(broken ? `\n${String(broken)} budget(s) broken` : '\nAll budgets met');
  return broken;
}

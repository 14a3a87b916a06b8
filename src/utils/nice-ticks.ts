/** About four round steps (1, 2 or 5 times a power of ten) within `min`–`max`, counted from zero so none drifts. */
export function niceTicks(min: number, max: number): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => raw <= m * power) ?? 10) * power;
  const ticks: number[] = [];
  for (let i = Math.ceil(min / step); i * step <= max + step * 1e-9; i++)
    ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}

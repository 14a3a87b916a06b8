export interface BoundsValues {
  minPrice: string;
  maxPrice: string;
  /** `datetime-local` text in the browser's time zone; empty starts at once. */
  startAt: string;
}

export interface Bounds {
  minPrice: number | null;
  maxPrice: number | null;
  /** Unix seconds, as the service takes it (supplement §7). */
  startAt: number | null;
  errors: Partial<Record<keyof BoundsValues, string>>;
}

const price = (t: string): number | null | undefined => {
  if (t.trim() === '') return null;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** A round runs only while the price (input per output) is within the bounds; the first round waits for the start. */
export function readBounds(v: BoundsValues, now: number): Bounds {
  const errors: Bounds['errors'] = {};
  const min = price(v.minPrice);
  const max = price(v.maxPrice);
  if (min === undefined) errors.minPrice = 'Enter a price above zero, or leave it empty.';
  if (max === undefined) errors.maxPrice = 'Enter a price above zero, or leave it empty.';
  if (min && max && min > max) errors.maxPrice = 'The maximum must be at least the minimum.';
  let startAt: number | null = null;
  if (v.startAt !== '') {
    const ms = new Date(v.startAt).getTime();
    if (Number.isNaN(ms) || ms <= now) errors.startAt = 'Pick a time in the future, or leave it empty to start now.';
    else startAt = Math.floor(ms / 1000);
  }
  return { minPrice: min ?? null, maxPrice: max ?? null, startAt, errors };
}

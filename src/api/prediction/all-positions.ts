import type { ApiClient } from '../http';
import { getPositions } from './endpoints';
import type { PositionList, PositionsParams } from './schemas';

export const POSITIONS_PAGE = 50;
const MAX_POSITIONS = 5_000;

type Filters = Omit<PositionsParams, 'start' | 'end'>;

/**
 * Every position, as one list (the service answers 20 unless asked for a span). The first page gives the total and
 * the page size the service keeps to (it may cap the span); the rest are asked together, then followed to the end.
 */
export async function getAllPositions(client: ApiClient, params: Filters, signal?: AbortSignal): Promise<PositionList> {
  const page = (start: number, size: number) => getPositions(client, { ...params, start, end: start + size }, signal);
  const first = await page(0, POSITIONS_PAGE);
  const size = Math.max(1, first.pagination.end - first.pagination.start);
  const total = Math.min(first.pagination.total, MAX_POSITIONS);
  const spans: number[] = [];
  for (let start = first.pagination.end; first.pagination.hasNext && start < total; start += size) spans.push(start);
  const pages = await Promise.all(spans.map((start) => page(start, size)));
  const data = [first, ...pages].flatMap((p) => p.data);
  let last = pages.at(-1) ?? first;
  while (last.pagination.hasNext && last.pagination.end > last.pagination.start && data.length < MAX_POSITIONS) {
    last = await page(last.pagination.end, size);
    data.push(...last.data);
  }
  const seen = new Set<string>();
  const unique = data.filter((p) => !seen.has(p.pubkey) && seen.add(p.pubkey));
  return { data: unique, pagination: { start: 0, end: unique.length, total: unique.length, hasNext: false } };
}

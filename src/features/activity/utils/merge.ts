import type { TxRecord } from '../../../lib/tx/record';
import type { ActivityItem, ActivityProduct, ServiceEvent } from './model';
import { productOfKind } from './model';

/** Entries shown at first; "Load older" shows this many more each time. */
export const ACTIVITY_LIMIT = 100;

const newestFirst = (a: ActivityItem, b: ActivityItem) => (b.at ?? -Infinity) - (a.at ?? -Infinity);

/**
 * One timeline from this browser's records and the services' events: a signature is one entry (the browser's record
 * keeps its status and errors; the first service event of a transaction names it), and an id is listed once.
 */
export function mergeActivity(records: readonly TxRecord[], events: readonly ServiceEvent[]): ActivityItem[] {
  const signatures = new Set<string>();
  const ids = new Set<string>();
  const items: ActivityItem[] = [];
  for (const record of records) {
    if (record.signature) signatures.add(record.signature);
    items.push({
      source: 'browser',
      id: `browser:${record.id}`,
      product: productOfKind(record.kind),
      at: record.createdAt,
      signature: record.signature,
      record,
    });
  }
  for (const event of events) {
    if (ids.has(event.id) || (event.signature !== null && signatures.has(event.signature))) continue;
    ids.add(event.id);
    if (event.signature !== null) signatures.add(event.signature);
    items.push({ source: 'service', ...event });
  }
  return items.sort(newestFirst);
}

/** Each product the timeline has, with its count, in the timeline's order of first appearance. */
export function productCounts(items: readonly ActivityItem[]): Map<ActivityProduct, number> {
  const counts = new Map<ActivityProduct, number>();
  for (const i of items) counts.set(i.product, (counts.get(i.product) ?? 0) + 1);
  return counts;
}

export const ofProduct = (items: readonly ActivityItem[], product: ActivityProduct | 'all'): ActivityItem[] =>
  product === 'all' ? [...items] : items.filter((i) => i.product === product);

import { explainError } from '../../../api/explain-error';
import type { PortfolioItem, ProductId, Section } from '../utils/model';

export interface ReadState {
  data: unknown;
  error: unknown;
  isPending: boolean;
  fetchStatus?: string;
  refetch: () => unknown;
}

const sentence = (e: unknown) => {
  const { title, fix } = explainError(e);
  return `${title.charAt(0).toUpperCase()}${title.slice(1)}. ${fix}`;
};

/**
 * A product's section from the reads it needs: loading until each has data, failed (in its own row, with a retry)
 * when one failed without data, else the items; earlier data stays while a read refreshes.
 */
export function sectionOf(
  product: ProductId,
  reads: readonly ReadState[],
  build: () => readonly PortfolioItem[],
  note?: string,
): Section {
  const failed = reads.find((r) => r.data === undefined && r.error);
  const retry = () => {
    for (const r of reads) if (r.error) void r.refetch();
  };
  if (failed) return { product, status: 'error', items: [], error: sentence(failed.error), retry };
  if (reads.some((r) => r.data === undefined)) return { product, status: 'loading', items: [] };
  return { product, status: 'ready', items: build(), ...(note ? { note } : {}) };
}

import { useDeferredValue, useMemo } from 'react';
import type { TokenTag } from '../../api/tokens/schemas';
import { useTokenHoldings } from '../../hooks/use-token-holdings';
import { useTokenList } from '../../hooks/use-token-list';
import { useTokenSearch } from '../../hooks/use-token-search';
import { indexTokens, looksLikeMint, rankTokens, sortHoldings, type PickerRow } from './token-ranking';

export type PickerTab = 'all' | TokenTag;

export type PickerStatus =
  | { kind: 'ready' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'looking-up'; mint: string }
  | { kind: 'unknown-mint'; mint: string }
  | { kind: 'lookup-failed'; mint: string }
  | { kind: 'excluded' }
  | { kind: 'empty' }
  | { kind: 'none-held' }
  | { kind: 'no-match'; query: string };

/** Local filtering runs on a deferred copy so typing stays responsive; the service's search merged in. */
export function usePickerRows({
  tab,
  query,
  excludeMint,
  heldOnly = false,
}: {
  tab: PickerTab;
  query: string;
  excludeMint?: string | undefined;
  heldOnly?: boolean;
}) {
  const list = useTokenList(tab === 'all' ? 'verified' : tab);
  const indexed = useMemo(() => indexTokens(list.data ?? []), [list.data]);
  const { held } = useTokenHoldings();
  const sortedHeld = useMemo(() => sortHoldings(held), [held]);
  const deferredQuery = useDeferredValue(query);
  const search = useTokenSearch(heldOnly ? '' : query);

  const rows = useMemo<PickerRow[]>(
    () =>
      rankTokens({
        held: sortedHeld,
        list: heldOnly ? [] : indexed,
        extra: heldOnly ? [] : search.tokens,
        query: deferredQuery,
        tag: tab === 'all' ? null : tab,
        exclude: excludeMint,
      }),
    [sortedHeld, indexed, search.tokens, deferredQuery, tab, excludeMint, heldOnly],
  );

  const trimmed = deferredQuery.trim();
  let status: PickerStatus = { kind: 'ready' };
  if (rows.length === 0) {
    if (trimmed !== '' && trimmed === excludeMint) status = { kind: 'excluded' };
    else if (heldOnly) status = trimmed === '' ? { kind: 'none-held' } : { kind: 'no-match', query: trimmed };
    else if (looksLikeMint(trimmed)) {
      status = search.isError
        ? { kind: 'lookup-failed', mint: trimmed }
        : search.settledQuery === trimmed
          ? { kind: 'unknown-mint', mint: trimmed }
          : { kind: 'looking-up', mint: trimmed };
    } else if (list.isError) status = { kind: 'error' };
    else if (list.isPending) status = { kind: 'loading' };
    else status = trimmed === '' ? { kind: 'empty' } : { kind: 'no-match', query: trimmed };
  }
  return { rows, status, retry: () => void list.refetch(), settledKey: `${tab}|${trimmed}` };
}

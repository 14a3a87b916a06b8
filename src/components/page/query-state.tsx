import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { explainError } from '../../api/explain-error';
import { useSetting } from '../../stores/settings-store';
import { useUiStore } from '../../stores/ui-store';
import { Button } from '../ui/button';
import { Notice } from '../ui/notice';

/** Skeleton only on first load; previous data kept while refreshing; an error with retry never blanks it. */
export function QueryState<T>({
  query,
  what,
  empty,
  isEmpty,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'refetch'>;
  what: string;
  empty: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const baseUrl = useSetting('apiBaseUrl');
  const openDialog = useUiStore((s) => s.dialogOpened);
  const explained = query.error ? explainError(query.error, baseUrl) : null;
  const errorNotice = explained ? (
    <Notice
      tone="danger"
      title={`Could not load ${what}`}
      actions={
        <>
          {explained.action === 'open-settings' ? (
            <Button size="sm" onClick={() => openDialog('settings')}>
              Open Settings
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </>
      }
    >
      {explained.title}. {explained.fix}
      {explained.reference ? ` (reference ${explained.reference})` : null}
    </Notice>
  ) : null;

  if (query.data === undefined) {
    if (errorNotice) return errorNotice;
    return (
      <div role="status" aria-label={`Loading ${what}`} className="flex flex-col gap-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-14 animate-pulse rounded-control bg-surface-raised motion-reduce:animate-none" />
        ))}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {errorNotice}
      {isEmpty(query.data) ? <p className="text-sm text-ink-muted">{empty}</p> : children(query.data)}
    </div>
  );
}

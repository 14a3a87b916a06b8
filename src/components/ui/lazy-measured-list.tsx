import { lazy, Suspense, type ReactNode } from 'react';
import type { MeasuredListProps } from './measured-list';

const Windowed = lazy(() =>
  import('./measured-list').then((m) => ({
    default: m.MeasuredList as (props: MeasuredListProps<unknown>) => ReactNode,
  })),
);

/** A list this short is drawn whole: no chunk to fetch, no rows mounted twice. */
const PLAIN_UP_TO = 20;
const FIRST_ROWS = 4;

/**
 * {@link MeasuredList} in its own chunk (the virtualizer is ~10 KB gzip, too much for a page's first load), for a long
 * list: its first rows are drawn plainly, with the same names, until it arrives, and as many when it does.
 */
export function LazyMeasuredList<T>(props: MeasuredListProps<T>) {
  const { items, getKey, renderRow, rowLabel, label } = props;
  const List = props.ordered ? 'ol' : 'ul';
  const plain = (
    <List aria-label={label} className="flex flex-col gap-2">
      {items.slice(0, items.length <= PLAIN_UP_TO ? PLAIN_UP_TO : FIRST_ROWS).map((item, i) => (
        <li key={getKey(item, i)} aria-label={rowLabel?.(item)}>
          {renderRow(item, i)}
        </li>
      ))}
    </List>
  );
  if (items.length <= PLAIN_UP_TO) return plain;
  return (
    <Suspense fallback={plain}>
      <Windowed {...(props as MeasuredListProps<unknown>)} firstRows={FIRST_ROWS} />
    </Suspense>
  );
}

import { inputClass } from '../../../components/ui/field';
import { SORT_LABELS, SORTS, type Sort } from '../hooks/use-predictions-url';

export const FILTER_LABELS = {
  any: 'All events',
  new: 'New',
  live: 'Live',
  trending: 'Trending',
  upcoming: 'Upcoming',
};
export type Filter = keyof typeof FILTER_LABELS;

/** The search, the filter and the sort above the events. */
export function EventFilters({
  typed,
  onType,
  filter,
  onFilter,
  sort,
  onSort,
}: {
  typed: string;
  onType: (text: string) => void;
  filter: Filter;
  onFilter: (filter: Filter) => void;
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <div className="flex flex-col gap-1">
        <label htmlFor="prediction-search" className="text-sm font-medium">
          Search events
        </label>
        <input
          id="prediction-search"
          type="search"
          className={inputClass}
          placeholder="Team, coin, election…"
          value={typed}
          onChange={(e) => onType(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="prediction-filter" className="text-sm font-medium">
          Show
        </label>
        <select
          id="prediction-filter"
          className={`${inputClass} w-40`}
          value={filter}
          onChange={(e) => onFilter(e.target.value as Filter)}
        >
          {Object.entries(FILTER_LABELS).map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="prediction-sort" className="text-sm font-medium">
          Sort by
        </label>
        <select
          id="prediction-sort"
          className={`${inputClass} w-52`}
          value={sort}
          onChange={(e) => onSort(e.target.value as Sort)}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

import { Button } from '../../../components/ui/button';

/** Previous / Next over 1-based pages; Next only while the service says there is more. */
export function Pager({
  label,
  page,
  hasMore,
  busy,
  onPage,
}: {
  label: string;
  page: number;
  hasMore: boolean;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between text-sm">
      <Button size="sm" variant="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>Page {page}</span>
      <Button size="sm" variant="secondary" disabled={!hasMore || busy} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

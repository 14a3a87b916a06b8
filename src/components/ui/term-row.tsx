import type { ReactNode } from 'react';

export function TermRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-ink-muted">{term}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

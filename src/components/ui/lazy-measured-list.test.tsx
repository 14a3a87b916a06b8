// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyMeasuredList } from './lazy-measured-list';

const rows = (n: number) => Array.from({ length: n }, (_, i) => `Row ${String(i + 1)}`);

function show(items: string[]) {
  render(
    <LazyMeasuredList
      label="Things"
      items={items}
      estimate={40}
      getKey={(r) => r}
      rowLabel={(r) => `Thing ${r}`}
      renderRow={(r) => <a href={`#${r}`}>{r}</a>}
    />,
  );
  return screen.getByRole('list', { name: 'Things' });
}

describe('LazyMeasuredList', () => {
  it('draws a short list whole, each row named, with no scroll box', () => {
    const list = show(rows(12));
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).getByRole('listitem', { name: 'Thing Row 12' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('draws a long list’s first rows at once, named, until the windowed list arrives', () => {
    const first = show(rows(30));
    expect(within(first).getAllByRole('listitem')).toHaveLength(4);
    expect(within(first).getByRole('listitem', { name: 'Thing Row 4' })).toBeInTheDocument();
  });
});

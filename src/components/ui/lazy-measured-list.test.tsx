// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyMeasuredList } from './lazy-measured-list';
import { MeasuredList } from './measured-list';

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

  it('swaps in the windowed list with as many rows as were drawn, then fills the window two rows a commit', async () => {
    const drawn: number[] = [];
    const things = rows(30);
    const props = {
      label: 'Things',
      items: things,
      estimate: 40,
      getKey: (r: string) => r,
      rowLabel: (r: string) => `Thing ${r}`,
      renderRow: (r: string) => <a href={`#${r}`}>{r}</a>,
    };
    const whole = render(<MeasuredList {...props} />);
    const full = within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem').length;
    whole.unmount();
    render(
      <Profiler id="list" onRender={() => drawn.push(document.querySelectorAll('li').length)}>
        <LazyMeasuredList {...props} />
      </Profiler>,
    );
    const region = await screen.findByRole('region', { name: 'Things (scrolls)' }, { timeout: 3_000 });
    const list = within(region).getByRole('list', { name: 'Things' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(full), { timeout: 3_000 });
    expect(full).toBeGreaterThan(8);
    const windowed = drawn.slice(drawn.lastIndexOf(4));
    expect(windowed.at(-1)).toBe(full);
    for (let i = 1; i < windowed.length; i++) expect(windowed[i]! - windowed[i - 1]!).toBeLessThanOrEqual(2);
    const last = within(list).getByRole('listitem', { name: `Thing Row ${String(full)}` });
    expect(last).toHaveAttribute('aria-setsize', '30');
    expect(last).toHaveAttribute('aria-posinset', String(full));
    expect(within(last).getByRole('link', { name: `Row ${String(full)}` })).toHaveAttribute(
      'href',
      `#Row ${String(full)}`,
    );
  }, 10_000);
});

// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualList } from './virtual-list';

describe('VirtualList', () => {
  it('draws only the rows in view of a 10,000-row list, each placed and counted for assistive technology', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => `Order ${i}`);
    render(
      <VirtualList
        label="Orders"
        items={items}
        rowHeight={40}
        getKey={(item) => item}
        renderRow={(item) => <span>{item}</span>}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(30);
    expect(rows[1]).toHaveStyle({ top: '40px' });
    expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
    expect(screen.getByRole('list')).toHaveStyle({ height: '400000px' });
  });

  it('follows the scroll offset: the rows drawn move with it, overscan included', () => {
    const items = Array.from({ length: 1_000 }, (_, i) => `Event ${i}`);
    render(
      <VirtualList label="Events" items={items} rowHeight={50} getKey={(item) => item} renderRow={(item) => item} />,
    );
    const scroller = screen.getByRole('list', { name: 'Events' }).parentElement as HTMLElement;
    act(() => {
      scroller.scrollTop = 5_000;
      fireEvent.scroll(scroller);
    });
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    // Rows 100–108 are in the 420 px fallback viewport, 4 more each side.
    expect(rows[0]).toHaveAttribute('aria-posinset', '97');
    expect(rows.at(-1)).toHaveAttribute('aria-posinset', '113');
    expect(screen.queryByText('Event 0')).toBeNull();
  });
});

// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
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
});

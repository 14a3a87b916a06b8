// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { eventSchema } from '../../../api/prediction/schemas';
import { specEvent, supplementMarket } from '../../../api/prediction/test-fixtures';
import { EVENT_ROW_HEIGHT } from '../utils/event-layout';
import { EventRows } from './event-rows';

const events = Array.from({ length: 200 }, (_, i) =>
  eventSchema.parse({
    ...specEvent,
    eventId: `E${String(i)}`,
    metadata: { ...specEvent.metadata, title: `Event ${String(i)}` },
    markets: [supplementMarket],
  }),
);

const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

describe('EventRows', () => {
  it('shows a few cards a frame: outlines first, every row in view a card a few frames later', async () => {
    render(<EventRows events={events} nowSec={0} onOpen={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Events' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows[0]).toHaveAttribute('aria-setsize', '200');
    // No card is built in the render that mounts the rows.
    expect(within(list).queryAllByRole('article')).toHaveLength(0);
    await frame();
    // Two cards a frame (CARDS_PER_FRAME).
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    for (let i = 0; i < rows.length; i++) await frame();
    expect(within(list).getAllByRole('article')).toHaveLength(rows.length);
    expect(within(list).getByRole('article', { name: 'Event 0' })).toBeVisible();
  });

  it('scrolling far mounts the new rows as outlines, and their cards follow', async () => {
    render(<EventRows events={events} nowSec={0} onOpen={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Events' });
    for (let i = 0; i < 10; i++) await frame();
    act(() => {
      (list.parentElement as HTMLElement).scrollTop = 100 * EVENT_ROW_HEIGHT;
      fireEvent.scroll(list.parentElement as HTMLElement);
    });
    expect(within(list).queryByRole('article', { name: 'Event 100' })).toBeNull();
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-posinset', '97');
    for (let i = 0; i < 10; i++) await frame();
    expect(within(list).getByRole('article', { name: 'Event 100' })).toBeVisible();
  });
});

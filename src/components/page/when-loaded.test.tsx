// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../ui/error-boundary';
import { whenLoaded } from './when-loaded';

describe('whenLoaded', () => {
  it('draws nothing until its chunk has arrived, then the part, and loads it once for every mount', async () => {
    let arrive!: (c: () => React.ReactNode) => void;
    const load = vi.fn(() => new Promise<() => React.ReactNode>((r) => (arrive = r)));
    const Bell = whenLoaded(load);
    const { container, unmount } = render(<Bell />);
    expect(container).toBeEmptyDOMElement();
    arrive(() => <button type="button">Inbox</button>);
    expect(await screen.findByRole('button', { name: 'Inbox' })).toBeVisible();
    unmount();
    render(<Bell />);
    expect(screen.getByRole('button', { name: 'Inbox' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed load to the error boundary around it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Bell = whenLoaded(() => Promise.reject(new Error('chunk failed')));
    render(
      <ErrorBoundary name="Inbox" inline>
        <Bell />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Inbox unavailable');
  });
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chunkLoader, lazyPart, PartLoading } from './lazy-part';

const showPart = (Part: React.ComponentType, what: string) =>
  render(
    <PartLoading what={what}>
      <Part />
    </PartLoading>,
  );

describe('lazyPart', () => {
  it('loads once, says what is on its way meanwhile, then shows the part with its props', async () => {
    const load = vi.fn(() => Promise.resolve(({ name }: { name: string }) => <p>Orders of {name}</p>));
    const { Part, preload } = lazyPart(load);
    preload();
    render(
      <PartLoading what="your orders">
        <Part name="Ada" />
      </PartLoading>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
    expect(await screen.findByText('Orders of Ada')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so showing the part later fetches it again', async () => {
    const load = vi
      .fn<() => Promise<() => React.JSX.Element>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => <p>Your orders</p>);
    const { Part, preload } = lazyPart(load);
    preload();
    await new Promise((resolve) => setTimeout(resolve));
    showPart(Part, 'your orders');
    expect(await screen.findByText('Your orders')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a part whose chunk has come at once, with no fallback in between', async () => {
    const { Part, preload } = lazyPart(() => Promise.resolve(() => <p>Your form</p>));
    preload();
    await new Promise((resolve) => setTimeout(resolve));
    showPart(Part, 'the form');
    expect(screen.getByText('Your form')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('chunkLoader fetches once, knows when its module has come, and tries a failed fetch again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const loader = chunkLoader(load);
    await expect(loader()).rejects.toThrow('offline');
    expect(loader.loaded()).toBeUndefined();
    const [a, b] = [loader(), loader()];
    expect(a).toBe(b);
    await expect(a).resolves.toBe('module');
    expect(loader.loaded()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts a fetch asked for by an intent or a first render in a task of its own, not in the tap’s', async () => {
    const load = vi.fn(() => Promise.resolve(() => <p>Your form</p>));
    const { Part, preload } = lazyPart(load);
    preload();
    showPart(Part, 'the form');
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByText('Your form')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeasuredList } from './measured-list';

type Observed = { callback: ResizeObserverCallback; targets: Element[] };

/** A ResizeObserver the test drives: it reports sizes only when told, as the browser does after its layout. */
function fakeResizeObserver() {
  const observers: Observed[] = [];
  class FakeObserver {
    private readonly entry: Observed;
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve(target: Element) {
      this.entry.targets = this.entry.targets.filter((t) => t !== target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('ResizeObserver', FakeObserver);
  const report = (sizeOf: (el: Element) => number | null) => {
    for (const { callback, targets } of observers) {
      const entries = targets.flatMap((target) => {
        const size = sizeOf(target);
        if (size === null) return [];
        const box = [{ blockSize: size, inlineSize: 300 }];
        return [{ target, borderBoxSize: box, contentBoxSize: box } as unknown as ResizeObserverEntry];
      });
      if (entries.length) act(() => callback(entries, {} as ResizeObserver));
    }
  };
  return { report };
}

afterEach(() => vi.unstubAllGlobals());

describe('MeasuredList', () => {
  it('mounts its rows at the estimate with no layout read, then places them by the sizes the observer reports', () => {
    const { report } = fakeResizeObserver();
    const reads = vi.spyOn(Element.prototype, 'clientHeight', 'get');
    const heights = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    const items = Array.from({ length: 40 }, (_, i) => `Row ${String(i + 1)}`);
    render(
      <MeasuredList label="Things" items={items} estimate={50} getKey={(r) => r} renderRow={(r) => <span>{r}</span>} />,
    );
    expect(reads).not.toHaveBeenCalled();
    expect(heights).not.toHaveBeenCalled();
    const list = screen.getByRole('list', { name: 'Things' });
    const rows = () => within(list).getAllByRole('listitem');
    // The 480 px stand-in for the box holds ten rows of 50 px, and three more are drawn below it.
    expect(rows()).toHaveLength(13);
    expect(rows()[1]).toHaveStyle({ top: '50px' });

    report((el) => (el.tagName === 'LI' ? 80 : null));
    expect(rows()[1]).toHaveStyle({ top: '80px' });
    expect(rows()[2]).toHaveStyle({ top: '160px' });
    // jsdom lays nothing out, so the box stays 480 px: six rows of 80 px and the three below them.
    expect(rows()).toHaveLength(9);
    expect(rows()[0]).toHaveAttribute('aria-setsize', '40');
  }, 10_000);
});

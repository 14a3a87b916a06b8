// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense, useEffect, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function counted() {
  const mounts: string[] = [];
  function Component() {
    useEffect(() => void mounts.push('mount'), []);
    return <p>Ready</p>;
  }
  return { mounts, Page: lazyPage(() => Promise.resolve({ Component })) };
}

const inSuspense = (Page: ComponentType) => (
  <Suspense fallback={<p>Loading</p>}>
    <Page />
  </Suspense>
);

describe('lazyPage', () => {
  it('renders a page loaded before it mounts at once, never its fallback', async () => {
    const { Page } = counted();
    await Page.load();
    render(inSuspense(Page));
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback for a page not loaded yet, then the page, mounted once across later renders', async () => {
    const { Page, mounts } = counted();
    const { rerender } = render(inSuspense(Page));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    rerender(inSuspense(Page));
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(mounts).toEqual(['mount']);
  });
});

import { startTransition, StrictMode, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { config } from 'zod/mini';
import { afterFirstResult, settleWhenIdle } from '../stores/first-result';
import { Providers } from './providers';
import { AppRouter } from './router';

export { loadPage } from './router';

// zod/mini carries no messages of its own ("Invalid input", after the field's name): the English ones (about 1 KB)
// follow the page's first result, for the errors the settings and a misbehaving API describe.
afterFirstResult(() => void import('zod/v4/locales/en.js').then((m) => config(m.default())));

export function App() {
  useEffect(settleWhenIdle, []);
  return (
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>
  );
}

/** The first render, as a transition: it yields every few milliseconds (issue 15). */
export function start(root: Root): void {
  startTransition(() => root.render(<App />));
}

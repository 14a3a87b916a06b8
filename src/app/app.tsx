import { StrictMode } from 'react';
import { config } from 'zod/mini';
import { Providers } from './providers';
import { AppRouter } from './router';

export { loadPage } from './router';

// zod/mini carries no messages of its own ("Invalid input"): the English ones (about 1 KB) load beside the first page
// rather than in it, for the errors the settings and a misbehaving API describe.
void import('zod/v4/locales/en.js').then((m) => config(m.default()));

export function App() {
  return (
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>
  );
}

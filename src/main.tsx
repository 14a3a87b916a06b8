import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as z from 'zod/mini';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition, so the first render yields to the browser every few milliseconds instead of blocking it while the
// page mounts (Lighthouse's Total Blocking Time, issue 15).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
});

// zod/mini carries no messages of its own ("Invalid input"): the English ones (about 1 KB) load beside the first
// page rather than in it, for the errors the settings and a misbehaving API describe.
void import('zod/v4/locales/en.js').then((m) => z.config(m.default()));

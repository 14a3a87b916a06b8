import './app/jitless-zod';
import './index.css';
import { pageApi } from './app/page-api';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Stages in tasks of their own and a first render that yields: no long task while the app starts (issue 15). The first
// needs only zod, so it runs while React may still be on its way; this module imports nothing of React's (issue 30).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
// The config, and the page's first reads sent with it: their answers come while React is still on its way.
(await import('./app/early-reads')).startEarlyReads(location.pathname);
await nextTask();
const { createRoot } = await import('react-dom/client');
await nextTask();
const api = pageApi(location.pathname);
if (api) {
  await api();
  await nextTask();
}
const { loadPage, start } = await import('./app/app');
// Its page too: a first render that suspends on it renders the page twice more before the first input (issue 30).
await loadPage(location.pathname).catch(() => undefined);
await nextTask();
start(createRoot(root));

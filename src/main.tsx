import { startTransition } from 'react';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The app starts in stages, each in a task of its own (React and the libraries; the shared API schemas; the app's
// modules), so no one task blocks input for long; the first render is a transition, which yields every few
// milliseconds (issue 15, Total Blocking Time).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
const { createRoot } = await import('react-dom/client');
await nextTask();
await import('./config/env');
await nextTask();
const { App } = await import('./app/app');
await nextTask();
startTransition(() => {
  createRoot(root).render(<App />);
});

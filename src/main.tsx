import { startTransition } from 'react';
import './index.css';

// zod's generated parsers (a `new Function` per object schema) cost more to compile than they save on the few parses a
// schema gets while a page loads (issue 15). zod keeps `config()` on this global, which costs the entry no import.
Object.assign(((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {}), { jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Stages in tasks of their own (libraries, shared schemas, the app) and a first render that yields: no long task
// while the app starts (issue 15).
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
